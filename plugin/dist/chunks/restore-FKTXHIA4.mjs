#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-J4BRMNFQ.mjs";import"./chunk-GNQTMDWI.mjs";import"./chunk-MLJVPY52.mjs";import"./chunk-4Q4RXGPE.mjs";import{b as a,c as m}from"./chunk-P3SIH4OK.mjs";import{a as i}from"./chunk-7ZSPSNZH.mjs";import"./chunk-NUWPUL7Q.mjs";import"./chunk-FEJR3KKS.mjs";import"./chunk-V6I3SLWD.mjs";import"./chunk-UNIRELXP.mjs";import"./chunk-LZWTRHEC.mjs";import"./chunk-M47QLB6P.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-2AWOJPY6.mjs";import"./chunk-2APE5WM4.mjs";import"./chunk-7QF5R2PF.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-HTE2BOXL.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-B4BO3OYP.mjs";import"./chunk-AJWPA6IA.mjs";import"./chunk-BXEEAITY.mjs";import{c as p}from"./chunk-ZFJCOHHX.mjs";import"./chunk-Z56CVURP.mjs";import"./chunk-2OMVCKKS.mjs";import"./chunk-2FIUEKK5.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-5733G4L6.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-JVW7AOOT.mjs";import"./chunk-5ZHFFEEG.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-IHPE4AOD.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-E7QUMOTZ.mjs";import"./chunk-QDCUCM3S.mjs";import"./chunk-QCFDE4YM.mjs";import"./chunk-HAMLTSSM.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-PSXJPFSG.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`\u2713 Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
