#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-EZ64UZC2.mjs";import"./chunk-55WXZRGP.mjs";import"./chunk-MLJVPY52.mjs";import"./chunk-6FXW354V.mjs";import{b as a,c as m}from"./chunk-P3SIH4OK.mjs";import{a as i}from"./chunk-7ZSPSNZH.mjs";import"./chunk-4X2YDD7W.mjs";import"./chunk-J5EVY5PX.mjs";import"./chunk-WKLCNGDH.mjs";import"./chunk-CRNV34AP.mjs";import"./chunk-XQ3MGTXG.mjs";import"./chunk-T3HFWYUC.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-NRLGSQE4.mjs";import"./chunk-PILEVWBS.mjs";import"./chunk-YM5TGJ7H.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-MGHL2YQZ.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-B4BO3OYP.mjs";import"./chunk-AJWPA6IA.mjs";import"./chunk-LKE2ZTXB.mjs";import{c as p}from"./chunk-EYHDVHLJ.mjs";import"./chunk-QHZRJOVK.mjs";import"./chunk-54VAW2FP.mjs";import"./chunk-2FIUEKK5.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-5733G4L6.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-3FO3LN74.mjs";import"./chunk-5ZHFFEEG.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-IHPE4AOD.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-XCVE3VQS.mjs";import"./chunk-RZJ7YLUV.mjs";import"./chunk-HAMLTSSM.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-PSXJPFSG.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`\u2713 Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
