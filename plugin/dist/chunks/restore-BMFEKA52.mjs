#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-ZWI5IZ55.mjs";import"./chunk-UOCCCFSH.mjs";import"./chunk-MLJVPY52.mjs";import"./chunk-J6KLZIS2.mjs";import{b as a,c as m}from"./chunk-QZ7FGFXW.mjs";import{a as i}from"./chunk-7ZSPSNZH.mjs";import"./chunk-MRA33C3W.mjs";import"./chunk-C7DDB4UQ.mjs";import"./chunk-NQKPINRC.mjs";import"./chunk-LDMXOPYK.mjs";import"./chunk-4WKQQ5A5.mjs";import"./chunk-PLUWKUTS.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-I3U53H3W.mjs";import"./chunk-Y46ZZHBG.mjs";import"./chunk-CODE7LRD.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-KGPUPMTQ.mjs";import"./chunk-QKGJDW43.mjs";import"./chunk-HTSCPSRZ.mjs";import"./chunk-36ISVIVL.mjs";import"./chunk-ZBID3UPT.mjs";import{c as p}from"./chunk-272CI2QS.mjs";import"./chunk-ACQR3TSQ.mjs";import"./chunk-LVRAMPDQ.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-GRDQJYKE.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-DF3V3TT2.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-M6P7DC2T.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-N63JFVUP.mjs";import"./chunk-BV4PC74F.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-O4DGQW4R.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`\u2713 Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
