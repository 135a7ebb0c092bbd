#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as s}from"./chunk-G4XFBTWR.mjs";import{a as p}from"./chunk-7ZSPSNZH.mjs";import"./chunk-J5EVY5PX.mjs";import"./chunk-WKLCNGDH.mjs";import"./chunk-CRNV34AP.mjs";import"./chunk-XQ3MGTXG.mjs";import"./chunk-T3HFWYUC.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-NRLGSQE4.mjs";import"./chunk-PILEVWBS.mjs";import"./chunk-YM5TGJ7H.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-MGHL2YQZ.mjs";import"./chunk-Y3TXMLSH.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-B4BO3OYP.mjs";import"./chunk-AJWPA6IA.mjs";import"./chunk-LKE2ZTXB.mjs";import{c as l}from"./chunk-EYHDVHLJ.mjs";import"./chunk-QHZRJOVK.mjs";import"./chunk-54VAW2FP.mjs";import"./chunk-2FIUEKK5.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-5733G4L6.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-3FO3LN74.mjs";import"./chunk-5ZHFFEEG.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-IHPE4AOD.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-XCVE3VQS.mjs";import"./chunk-RZJ7YLUV.mjs";import"./chunk-HAMLTSSM.mjs";import"./chunk-HGMQJ3PH.mjs";import{p as o}from"./chunk-PSXJPFSG.mjs";import"./chunk-VLGG2NQA.mjs";var w={name:"resolve",usage:`Usage: memory resolve <slug> --ours|--theirs|--both [--scope <scope>]

Ends a merge conflict left in a memory file (\`memory health\` lists them):
  --ours    keep this clone's side of every conflicting part
  --theirs  keep the merged-in side
  --both    keep both versions as two memories linked to each other
            (the only choice when two different memories were added under one name)
A file git holds as unmerged is staged; the outcome is logged in log/events.jsonl.`,options:{ours:{type:"boolean"},theirs:{type:"boolean"},both:{type:"boolean"},scope:{type:"string"}},async run({values:e,positionals:h},{io:t,context:c}){let[r,...d]=h;if(!r||d.length>0)throw new o("Give exactly one slug: memory resolve <slug> --ours|--theirs|--both.");let n=["ours","theirs","both"].filter(a=>e[a]===!0);if(n.length>1)throw new o("Choose one of --ours, --theirs and --both.");let i=n[0],m=await s(c(),{slug:r,...i?{side:i}:{},...e.scope===void 0?{}:{scope:l(e.scope)}});if(e.json)return p(t,m);t.out(`\u2713 ${m.message}
`)}};export{w as command};
