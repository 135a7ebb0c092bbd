#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-CY4FIMYB.mjs";import"./chunk-MELHP6BJ.mjs";import"./chunk-MLJVPY52.mjs";import"./chunk-COJQ7Q77.mjs";import{b as a,c as m}from"./chunk-QZ7FGFXW.mjs";import{a as i}from"./chunk-7ZSPSNZH.mjs";import"./chunk-BRCMXLVR.mjs";import"./chunk-73BGBUU5.mjs";import"./chunk-ASCBA3ID.mjs";import"./chunk-EFAQWMVM.mjs";import"./chunk-FJP4M4QH.mjs";import"./chunk-SFCMQ3HV.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-FYRLOBDN.mjs";import"./chunk-X5KOBE27.mjs";import"./chunk-KIRGZJDS.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-JPUUTRV4.mjs";import"./chunk-MRHQX6HH.mjs";import"./chunk-HTSCPSRZ.mjs";import"./chunk-36ISVIVL.mjs";import"./chunk-QPNFYYSO.mjs";import{c as p}from"./chunk-TBMT5OMV.mjs";import"./chunk-JEQ4FJMP.mjs";import"./chunk-6PNSO34S.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-W46GCEXU.mjs";import"./chunk-NNLJH7KZ.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-WZRMHSQ6.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-CYZZATN7.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-4ZBGPTWA.mjs";import"./chunk-UYLU4WTV.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-G4BZTF4Q.mjs";import"./chunk-O4DGQW4R.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`\u2713 Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
