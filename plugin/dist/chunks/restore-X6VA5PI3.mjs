#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-J5IVBR2E.mjs";import"./chunk-5BYNR5CN.mjs";import"./chunk-MLJVPY52.mjs";import"./chunk-L4DSI5XL.mjs";import{b as a,c as m}from"./chunk-MMACRCAH.mjs";import{a as i}from"./chunk-7ZSPSNZH.mjs";import"./chunk-7MWDV5MG.mjs";import"./chunk-4FMGKWYE.mjs";import"./chunk-5GMIN5GT.mjs";import"./chunk-YMHY7MJX.mjs";import"./chunk-7QKW6OSU.mjs";import"./chunk-4CKTDQIF.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-QBN6YMY4.mjs";import"./chunk-VOVTC43P.mjs";import"./chunk-AFXJOAIE.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-GSQU4KYC.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-UZX2TSYV.mjs";import"./chunk-C6VA5QXN.mjs";import"./chunk-YLPHWQYM.mjs";import"./chunk-LEG75HO3.mjs";import{c as p}from"./chunk-TIWQKFCN.mjs";import"./chunk-CQCVASBR.mjs";import"./chunk-QWCVKBOD.mjs";import"./chunk-2FIUEKK5.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-FQOIGEGN.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-DVHTUXU4.mjs";import"./chunk-NMDXLS3I.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-MUCINBJ2.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-Z6RU7HAS.mjs";import"./chunk-HIVLQUYZ.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-EWTIBE6B.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`\u2713 Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
