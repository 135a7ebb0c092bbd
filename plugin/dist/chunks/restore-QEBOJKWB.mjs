#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-XGKDE34K.mjs";import"./chunk-HRRCO3GX.mjs";import"./chunk-MLJVPY52.mjs";import"./chunk-EINTMFJJ.mjs";import{b as a,c as m}from"./chunk-6DDDFCJB.mjs";import{a as i}from"./chunk-7ZSPSNZH.mjs";import"./chunk-DNRHNK2U.mjs";import"./chunk-EWXQEWD2.mjs";import"./chunk-QI7AOMXS.mjs";import"./chunk-QHU26LBW.mjs";import"./chunk-NAXZYVFY.mjs";import"./chunk-CKEBWPCU.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-BEAEBU4Y.mjs";import"./chunk-UOVPYIZC.mjs";import"./chunk-CO7E3R4N.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-CLE7BPTM.mjs";import"./chunk-KHB7NMYU.mjs";import"./chunk-ESPXVXXQ.mjs";import"./chunk-2MS6PUN5.mjs";import"./chunk-D3ONPYUY.mjs";import{c as p}from"./chunk-I55I7B6K.mjs";import"./chunk-2TIKFHZH.mjs";import"./chunk-UURTMX2N.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-B7D26C5M.mjs";import"./chunk-VYBYBLGY.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-7EC4ZU4C.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-3QFSW6IX.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-APR6BMEE.mjs";import"./chunk-2NAVIQ7Z.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-G4BZTF4Q.mjs";import"./chunk-ON4FK65K.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`\u2713 Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
