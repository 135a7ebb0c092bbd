#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-XLJGTSQO.mjs";import"./chunk-QBTQHX66.mjs";import"./chunk-MLJVPY52.mjs";import"./chunk-P32CBKEH.mjs";import{b as a,c as m}from"./chunk-MMACRCAH.mjs";import{a as i}from"./chunk-7ZSPSNZH.mjs";import"./chunk-OYVNQCJQ.mjs";import"./chunk-DWZQSMNE.mjs";import"./chunk-ORYYMP7P.mjs";import"./chunk-MU6JW46J.mjs";import"./chunk-LB2HF3VX.mjs";import"./chunk-PWXTO7U4.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-J4NRR2TM.mjs";import"./chunk-T2ORLPX5.mjs";import"./chunk-A3C3AIRS.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-3KIOA562.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-UZX2TSYV.mjs";import"./chunk-C6VA5QXN.mjs";import"./chunk-YLPHWQYM.mjs";import"./chunk-VL3W6O2W.mjs";import{c as p}from"./chunk-I243UU3L.mjs";import"./chunk-FBEX7O5F.mjs";import"./chunk-PLS4L4GW.mjs";import"./chunk-2FIUEKK5.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-FQOIGEGN.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-2YNV356Y.mjs";import"./chunk-NMDXLS3I.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-MUCINBJ2.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-2THEFVNB.mjs";import"./chunk-I5KTWYN6.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-EWTIBE6B.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`\u2713 Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
