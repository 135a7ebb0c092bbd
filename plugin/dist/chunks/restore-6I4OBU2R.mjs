#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-SXYOYMAL.mjs";import"./chunk-K5YGVGNW.mjs";import"./chunk-MLJVPY52.mjs";import"./chunk-EQUWSLEU.mjs";import{b as a,c as m}from"./chunk-MMACRCAH.mjs";import{a as i}from"./chunk-7ZSPSNZH.mjs";import"./chunk-JOMBUR3H.mjs";import"./chunk-YTFOFPBB.mjs";import"./chunk-2RQX4JDT.mjs";import"./chunk-X2WK2GS2.mjs";import"./chunk-5LKVE7X7.mjs";import"./chunk-L6G4XW2G.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-RHSLU5G7.mjs";import"./chunk-5EFMNCAT.mjs";import"./chunk-VHW6TUQH.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-OTVWSKZP.mjs";import"./chunk-6L3QVV6M.mjs";import"./chunk-PKUT2GFR.mjs";import"./chunk-YLPHWQYM.mjs";import"./chunk-RF7VZ2F2.mjs";import{c as p}from"./chunk-AYLG55SE.mjs";import"./chunk-6GGCIIGJ.mjs";import"./chunk-2FNEHH5Q.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-MIFX4ZCQ.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-CXMUK7CH.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-MUCINBJ2.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-VH3SIYIR.mjs";import"./chunk-Y645JNV2.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-EWTIBE6B.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`\u2713 Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
