#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-PMNEIHYB.mjs";import"./chunk-GXDJHB4J.mjs";import"./chunk-MLJVPY52.mjs";import"./chunk-7W2WDLF5.mjs";import{b as a,c as m}from"./chunk-RC5VIZME.mjs";import{a as i}from"./chunk-7ZSPSNZH.mjs";import"./chunk-EMLEXQJF.mjs";import"./chunk-ZCSIBYUI.mjs";import"./chunk-I7JLFLJF.mjs";import"./chunk-WWGIYMSD.mjs";import"./chunk-X3PE4K3Q.mjs";import"./chunk-T2HECVB7.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-3U4TA7MW.mjs";import"./chunk-GBOC4GGT.mjs";import"./chunk-GMGPZMPW.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-4T7WBLFX.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-B4BO3OYP.mjs";import"./chunk-AJWPA6IA.mjs";import"./chunk-4INFMZTH.mjs";import{c as p}from"./chunk-Y7V53DXM.mjs";import"./chunk-ZDBBFQDU.mjs";import"./chunk-VFPPQ5DX.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-WFLB6UU4.mjs";import"./chunk-PSV3OKGN.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-RRTIUTTJ.mjs";import"./chunk-5ZHFFEEG.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-CEBU2PJX.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-AB7LSKOB.mjs";import"./chunk-K2U4P4CV.mjs";import"./chunk-534HIIUE.mjs";import"./chunk-HAMLTSSM.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-PSXJPFSG.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`\u2713 Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
