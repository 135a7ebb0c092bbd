#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-ABIO5ZFX.mjs";import"./chunk-BGWDGJKO.mjs";import"./chunk-MLJVPY52.mjs";import"./chunk-TIIGCUHT.mjs";import{b as a,c as m}from"./chunk-6DDDFCJB.mjs";import{a as i}from"./chunk-7ZSPSNZH.mjs";import"./chunk-6SLKUFRV.mjs";import"./chunk-P4WLFORR.mjs";import"./chunk-6A7IIGJP.mjs";import"./chunk-74VAHNG6.mjs";import"./chunk-ONOQ4EZI.mjs";import"./chunk-CKEBWPCU.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-3MT36NKY.mjs";import"./chunk-YS6LOSSM.mjs";import"./chunk-XEDYML5Q.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-Z3VG4Y4C.mjs";import"./chunk-NLEXE5XA.mjs";import"./chunk-ESPXVXXQ.mjs";import"./chunk-2MS6PUN5.mjs";import"./chunk-FF6XPWBR.mjs";import{c as p}from"./chunk-6NSSIOAK.mjs";import"./chunk-IBHGDORZ.mjs";import"./chunk-XFDHPVCX.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-B7D26C5M.mjs";import"./chunk-VYBYBLGY.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-7EC4ZU4C.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-3QFSW6IX.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-WG2VLOOD.mjs";import"./chunk-6LGVMEF7.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-G4BZTF4Q.mjs";import"./chunk-ON4FK65K.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`\u2713 Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
