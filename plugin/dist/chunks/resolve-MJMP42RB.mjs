#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as s}from"./chunk-WDDIXHN7.mjs";import{a as p}from"./chunk-7ZSPSNZH.mjs";import"./chunk-73BGBUU5.mjs";import"./chunk-ASCBA3ID.mjs";import"./chunk-EFAQWMVM.mjs";import"./chunk-FJP4M4QH.mjs";import"./chunk-SFCMQ3HV.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-FYRLOBDN.mjs";import"./chunk-X5KOBE27.mjs";import"./chunk-KIRGZJDS.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-JPUUTRV4.mjs";import"./chunk-TVU5U2RI.mjs";import"./chunk-MRHQX6HH.mjs";import"./chunk-HTSCPSRZ.mjs";import"./chunk-36ISVIVL.mjs";import"./chunk-QPNFYYSO.mjs";import{c as l}from"./chunk-TBMT5OMV.mjs";import"./chunk-JEQ4FJMP.mjs";import"./chunk-6PNSO34S.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-W46GCEXU.mjs";import"./chunk-NNLJH7KZ.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-WZRMHSQ6.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-CYZZATN7.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-4ZBGPTWA.mjs";import"./chunk-UYLU4WTV.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-G4BZTF4Q.mjs";import{q as o}from"./chunk-O4DGQW4R.mjs";import"./chunk-VLGG2NQA.mjs";var w={name:"resolve",usage:`Usage: memory resolve <slug> --ours|--theirs|--both [--scope <scope>]

Ends a merge conflict left in a memory file (\`memory health\` lists them):
  --ours    keep this clone's side of every conflicting part
  --theirs  keep the merged-in side
  --both    keep both versions as two memories linked to each other
            (the only choice when two different memories were added under one name)
A file git holds as unmerged is staged; the outcome is logged in log/events.jsonl.`,options:{ours:{type:"boolean"},theirs:{type:"boolean"},both:{type:"boolean"},scope:{type:"string"}},async run({values:e,positionals:h},{io:t,context:c}){let[r,...d]=h;if(!r||d.length>0)throw new o("Give exactly one slug: memory resolve <slug> --ours|--theirs|--both.");let n=["ours","theirs","both"].filter(a=>e[a]===!0);if(n.length>1)throw new o("Choose one of --ours, --theirs and --both.");let i=n[0],m=await s(c(),{slug:r,...i?{side:i}:{},...e.scope===void 0?{}:{scope:l(e.scope)}});if(e.json)return p(t,m);t.out(`\u2713 ${m.message}
`)}};export{w as command};
