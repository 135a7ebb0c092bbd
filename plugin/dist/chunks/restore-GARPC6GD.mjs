#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-JFO4SMOE.mjs";import"./chunk-4DG2NEGR.mjs";import"./chunk-MLJVPY52.mjs";import"./chunk-2TQUN4GI.mjs";import{b as a,c as m}from"./chunk-P3SIH4OK.mjs";import{a as i}from"./chunk-7ZSPSNZH.mjs";import"./chunk-D2FS4YUW.mjs";import"./chunk-6DQXSLIO.mjs";import"./chunk-Z3BEPOQX.mjs";import"./chunk-UB7UOWNJ.mjs";import"./chunk-FOZD7QYB.mjs";import"./chunk-I6WRWC2Y.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-TW6MMP7P.mjs";import"./chunk-AY4PY7JQ.mjs";import"./chunk-DAFG7VA2.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-PLFYD5YR.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-GSIQYLK2.mjs";import"./chunk-AJWPA6IA.mjs";import"./chunk-EQ4U3AA3.mjs";import{c as p}from"./chunk-ZXZDM77Y.mjs";import"./chunk-3OSH66XP.mjs";import"./chunk-X43ZWP6H.mjs";import"./chunk-2FIUEKK5.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-5733G4L6.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-N7PEESG3.mjs";import"./chunk-NMDXLS3I.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-IHPE4AOD.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-MVQ7AGJP.mjs";import"./chunk-WEWJEV4Q.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-PSXJPFSG.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`\u2713 Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
