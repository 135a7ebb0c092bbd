#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as s}from"./chunk-MK7C33DN.mjs";import{a as p}from"./chunk-7ZSPSNZH.mjs";import"./chunk-EWXQEWD2.mjs";import"./chunk-QI7AOMXS.mjs";import"./chunk-QHU26LBW.mjs";import"./chunk-NAXZYVFY.mjs";import"./chunk-CKEBWPCU.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-BEAEBU4Y.mjs";import"./chunk-UOVPYIZC.mjs";import"./chunk-CO7E3R4N.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-CLE7BPTM.mjs";import"./chunk-KDFQAFRC.mjs";import"./chunk-KHB7NMYU.mjs";import"./chunk-ESPXVXXQ.mjs";import"./chunk-2MS6PUN5.mjs";import"./chunk-D3ONPYUY.mjs";import{c as l}from"./chunk-I55I7B6K.mjs";import"./chunk-2TIKFHZH.mjs";import"./chunk-UURTMX2N.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-B7D26C5M.mjs";import"./chunk-VYBYBLGY.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-7EC4ZU4C.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-3QFSW6IX.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-APR6BMEE.mjs";import"./chunk-2NAVIQ7Z.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-G4BZTF4Q.mjs";import{q as o}from"./chunk-ON4FK65K.mjs";import"./chunk-VLGG2NQA.mjs";var w={name:"resolve",usage:`Usage: memory resolve <slug> --ours|--theirs|--both [--scope <scope>]

Ends a merge conflict left in a memory file (\`memory health\` lists them):
  --ours    keep this clone's side of every conflicting part
  --theirs  keep the merged-in side
  --both    keep both versions as two memories linked to each other
            (the only choice when two different memories were added under one name)
A file git holds as unmerged is staged; the outcome is logged in log/events.jsonl.`,options:{ours:{type:"boolean"},theirs:{type:"boolean"},both:{type:"boolean"},scope:{type:"string"}},async run({values:e,positionals:h},{io:t,context:c}){let[r,...d]=h;if(!r||d.length>0)throw new o("Give exactly one slug: memory resolve <slug> --ours|--theirs|--both.");let n=["ours","theirs","both"].filter(a=>e[a]===!0);if(n.length>1)throw new o("Choose one of --ours, --theirs and --both.");let i=n[0],m=await s(c(),{slug:r,...i?{side:i}:{},...e.scope===void 0?{}:{scope:l(e.scope)}});if(e.json)return p(t,m);t.out(`\u2713 ${m.message}
`)}};export{w as command};
