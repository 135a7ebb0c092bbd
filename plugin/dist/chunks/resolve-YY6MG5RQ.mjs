#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as s}from"./chunk-F3SA2XBE.mjs";import{a as p}from"./chunk-7ZSPSNZH.mjs";import"./chunk-P4WLFORR.mjs";import"./chunk-6A7IIGJP.mjs";import"./chunk-74VAHNG6.mjs";import"./chunk-ONOQ4EZI.mjs";import"./chunk-CKEBWPCU.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-3MT36NKY.mjs";import"./chunk-YS6LOSSM.mjs";import"./chunk-XEDYML5Q.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-Z3VG4Y4C.mjs";import"./chunk-KDFQAFRC.mjs";import"./chunk-NLEXE5XA.mjs";import"./chunk-ESPXVXXQ.mjs";import"./chunk-2MS6PUN5.mjs";import"./chunk-FF6XPWBR.mjs";import{c as l}from"./chunk-6NSSIOAK.mjs";import"./chunk-IBHGDORZ.mjs";import"./chunk-XFDHPVCX.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-B7D26C5M.mjs";import"./chunk-VYBYBLGY.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-7EC4ZU4C.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-3QFSW6IX.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-WG2VLOOD.mjs";import"./chunk-6LGVMEF7.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-G4BZTF4Q.mjs";import{q as o}from"./chunk-ON4FK65K.mjs";import"./chunk-VLGG2NQA.mjs";var w={name:"resolve",usage:`Usage: memory resolve <slug> --ours|--theirs|--both [--scope <scope>]

Ends a merge conflict left in a memory file (\`memory health\` lists them):
  --ours    keep this clone's side of every conflicting part
  --theirs  keep the merged-in side
  --both    keep both versions as two memories linked to each other
            (the only choice when two different memories were added under one name)
A file git holds as unmerged is staged; the outcome is logged in log/events.jsonl.`,options:{ours:{type:"boolean"},theirs:{type:"boolean"},both:{type:"boolean"},scope:{type:"string"}},async run({values:e,positionals:h},{io:t,context:c}){let[r,...d]=h;if(!r||d.length>0)throw new o("Give exactly one slug: memory resolve <slug> --ours|--theirs|--both.");let n=["ours","theirs","both"].filter(a=>e[a]===!0);if(n.length>1)throw new o("Choose one of --ours, --theirs and --both.");let i=n[0],m=await s(c(),{slug:r,...i?{side:i}:{},...e.scope===void 0?{}:{scope:l(e.scope)}});if(e.json)return p(t,m);t.out(`\u2713 ${m.message}
`)}};export{w as command};
