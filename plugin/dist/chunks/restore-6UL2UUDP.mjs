#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-MP4IASFO.mjs";import"./chunk-44RZB7QB.mjs";import"./chunk-MLJVPY52.mjs";import"./chunk-E6BBNVBL.mjs";import{b as a,c as m}from"./chunk-MMACRCAH.mjs";import{a as i}from"./chunk-7ZSPSNZH.mjs";import"./chunk-I3CFW5IO.mjs";import"./chunk-HDXDHVR3.mjs";import"./chunk-Q6KPXYFH.mjs";import"./chunk-Z2GSG6V2.mjs";import"./chunk-EQC47D5B.mjs";import"./chunk-TL2FTWA3.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-6MID24GH.mjs";import"./chunk-27QZF6X4.mjs";import"./chunk-5NHR43TE.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-6CCJL5BA.mjs";import"./chunk-27YOIQM4.mjs";import"./chunk-PKUT2GFR.mjs";import"./chunk-YLPHWQYM.mjs";import"./chunk-KU5WO6QT.mjs";import{c as p}from"./chunk-FGH5RACT.mjs";import"./chunk-L3DQACFX.mjs";import"./chunk-ZX6U4MQJ.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-MIFX4ZCQ.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-IF5LXOV6.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-MUCINBJ2.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-G7EM37A7.mjs";import"./chunk-BV4PC74F.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-EWTIBE6B.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`\u2713 Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
