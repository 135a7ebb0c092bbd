#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-AYT3KIBZ.mjs";import"./chunk-ELP7HGG3.mjs";import"./chunk-MLJVPY52.mjs";import{b as a,c as m}from"./chunk-RC5VIZME.mjs";import{a as i}from"./chunk-7ZSPSNZH.mjs";import"./chunk-QQEAALSJ.mjs";import"./chunk-F4EF2WTO.mjs";import"./chunk-RXPYCNIA.mjs";import"./chunk-MRF2QBTX.mjs";import"./chunk-XSGNAFFH.mjs";import"./chunk-CK4MKMJW.mjs";import"./chunk-BNN4INES.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-ZBVODPCF.mjs";import"./chunk-NSJMIPQ6.mjs";import"./chunk-OMA2U7SB.mjs";import"./chunk-VSJ3NRYG.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-WLJXD6YX.mjs";import"./chunk-AJWPA6IA.mjs";import"./chunk-37OWHGQ3.mjs";import{c as p}from"./chunk-UVAQ2VDQ.mjs";import"./chunk-6EWIBSYG.mjs";import"./chunk-VFPPQ5DX.mjs";import"./chunk-4YUE626Z.mjs";import"./chunk-THHDFOYB.mjs";import"./chunk-PSV3OKGN.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-2CLPST6G.mjs";import"./chunk-BTXJZFJM.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-JJSYAR6P.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-JCJZDSRM.mjs";import"./chunk-7OBOMLAE.mjs";import"./chunk-F2R2AJ7T.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-PSXJPFSG.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`\u2713 Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
