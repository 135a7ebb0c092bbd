#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-BEZCW2ZC.mjs";import"./chunk-K5RLANLP.mjs";import"./chunk-MLJVPY52.mjs";import"./chunk-IOZDOXZW.mjs";import{b as a,c as m}from"./chunk-MMACRCAH.mjs";import{a as i}from"./chunk-7ZSPSNZH.mjs";import"./chunk-YCHF5KBJ.mjs";import"./chunk-UZXECFL4.mjs";import"./chunk-6HRZNEHP.mjs";import"./chunk-23FNJLWF.mjs";import"./chunk-UGU2ZQEO.mjs";import"./chunk-VJKCYYSJ.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-HCSZ5XJC.mjs";import"./chunk-543JA4PK.mjs";import"./chunk-YZMSHI7J.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-AKO4BBFH.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-UZX2TSYV.mjs";import"./chunk-C6VA5QXN.mjs";import"./chunk-YLPHWQYM.mjs";import"./chunk-BF2K36NT.mjs";import{c as p}from"./chunk-QO5AI4FK.mjs";import"./chunk-44KS4B6E.mjs";import"./chunk-PTOOWBAV.mjs";import"./chunk-2FIUEKK5.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-MIFX4ZCQ.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-TBHAJ235.mjs";import"./chunk-NMDXLS3I.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-MUCINBJ2.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-6URL5EE4.mjs";import"./chunk-ZGERBZDB.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-EWTIBE6B.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`\u2713 Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
