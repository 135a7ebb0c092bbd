#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as s}from"./chunk-UGYG5Z36.mjs";import{a as p}from"./chunk-7ZSPSNZH.mjs";import"./chunk-HDXDHVR3.mjs";import"./chunk-Q6KPXYFH.mjs";import"./chunk-Z2GSG6V2.mjs";import"./chunk-EQC47D5B.mjs";import"./chunk-TL2FTWA3.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-6MID24GH.mjs";import"./chunk-27QZF6X4.mjs";import"./chunk-5NHR43TE.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-6CCJL5BA.mjs";import"./chunk-4IPRIWCK.mjs";import"./chunk-27YOIQM4.mjs";import"./chunk-PKUT2GFR.mjs";import"./chunk-YLPHWQYM.mjs";import"./chunk-KU5WO6QT.mjs";import{c as l}from"./chunk-FGH5RACT.mjs";import"./chunk-L3DQACFX.mjs";import"./chunk-ZX6U4MQJ.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-MIFX4ZCQ.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-IF5LXOV6.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-MUCINBJ2.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-G7EM37A7.mjs";import"./chunk-BV4PC74F.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-HGMQJ3PH.mjs";import{q as o}from"./chunk-EWTIBE6B.mjs";import"./chunk-VLGG2NQA.mjs";var w={name:"resolve",usage:`Usage: memory resolve <slug> --ours|--theirs|--both [--scope <scope>]

Ends a merge conflict left in a memory file (\`memory health\` lists them):
  --ours    keep this clone's side of every conflicting part
  --theirs  keep the merged-in side
  --both    keep both versions as two memories linked to each other
            (the only choice when two different memories were added under one name)
A file git holds as unmerged is staged; the outcome is logged in log/events.jsonl.`,options:{ours:{type:"boolean"},theirs:{type:"boolean"},both:{type:"boolean"},scope:{type:"string"}},async run({values:e,positionals:h},{io:t,context:c}){let[r,...d]=h;if(!r||d.length>0)throw new o("Give exactly one slug: memory resolve <slug> --ours|--theirs|--both.");let n=["ours","theirs","both"].filter(a=>e[a]===!0);if(n.length>1)throw new o("Choose one of --ours, --theirs and --both.");let i=n[0],m=await s(c(),{slug:r,...i?{side:i}:{},...e.scope===void 0?{}:{scope:l(e.scope)}});if(e.json)return p(t,m);t.out(`\u2713 ${m.message}
`)}};export{w as command};
