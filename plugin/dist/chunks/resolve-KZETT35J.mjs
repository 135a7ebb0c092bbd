#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as s}from"./chunk-AOTILSWW.mjs";import{a as p}from"./chunk-7ZSPSNZH.mjs";import"./chunk-6IBVCW5J.mjs";import"./chunk-NH6GKKVB.mjs";import"./chunk-2LYIWTE5.mjs";import"./chunk-B3VKUVNA.mjs";import"./chunk-4VZWRWBL.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-K3ZSOHY5.mjs";import"./chunk-IFH2XEIY.mjs";import"./chunk-PPNZ3233.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-GNAP77BV.mjs";import"./chunk-BORHNEBE.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-GSIQYLK2.mjs";import"./chunk-AJWPA6IA.mjs";import"./chunk-CJJIBLWO.mjs";import{c as l}from"./chunk-KOYQ7TUQ.mjs";import"./chunk-E6SQ7AVJ.mjs";import"./chunk-RJV6BLAY.mjs";import"./chunk-2FIUEKK5.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-5733G4L6.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-Q5CVOAU4.mjs";import"./chunk-NMDXLS3I.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-IHPE4AOD.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-CO6TQBVU.mjs";import"./chunk-ZUKWBFAI.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-HGMQJ3PH.mjs";import{p as o}from"./chunk-PSXJPFSG.mjs";import"./chunk-VLGG2NQA.mjs";var w={name:"resolve",usage:`Usage: memory resolve <slug> --ours|--theirs|--both [--scope <scope>]

Ends a merge conflict left in a memory file (\`memory health\` lists them):
  --ours    keep this clone's side of every conflicting part
  --theirs  keep the merged-in side
  --both    keep both versions as two memories linked to each other
            (the only choice when two different memories were added under one name)
A file git holds as unmerged is staged; the outcome is logged in log/events.jsonl.`,options:{ours:{type:"boolean"},theirs:{type:"boolean"},both:{type:"boolean"},scope:{type:"string"}},async run({values:e,positionals:h},{io:t,context:c}){let[r,...d]=h;if(!r||d.length>0)throw new o("Give exactly one slug: memory resolve <slug> --ours|--theirs|--both.");let n=["ours","theirs","both"].filter(a=>e[a]===!0);if(n.length>1)throw new o("Choose one of --ours, --theirs and --both.");let i=n[0],m=await s(c(),{slug:r,...i?{side:i}:{},...e.scope===void 0?{}:{scope:l(e.scope)}});if(e.json)return p(t,m);t.out(`\u2713 ${m.message}
`)}};export{w as command};
