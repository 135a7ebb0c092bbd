#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-WK7YD5JZ.mjs";import"./chunk-WU6SM5E4.mjs";import"./chunk-MLJVPY52.mjs";import"./chunk-ZYPOGIIX.mjs";import{b as a,c as m}from"./chunk-A76LHT2G.mjs";import{a as i}from"./chunk-7ZSPSNZH.mjs";import"./chunk-AR2SQVL5.mjs";import"./chunk-REYW5XB5.mjs";import"./chunk-OUTCZDJI.mjs";import"./chunk-ONH6UF7A.mjs";import"./chunk-HYJ6JXA3.mjs";import"./chunk-AQ5LS7QL.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-DIX2R56I.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-NDCQL4QQ.mjs";import{c as p}from"./chunk-T6JRIPX2.mjs";import"./chunk-T5L5T5ZN.mjs";import"./chunk-YH42HZFW.mjs";import"./chunk-MOHLSROD.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-WCTOJQ5E.mjs";import"./chunk-QZUOSTGW.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-6M5GIQRH.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-4NQN4DTY.mjs";import"./chunk-FUW7ZA26.mjs";import"./chunk-4X5AFK2W.mjs";import"./chunk-VRXIN6JF.mjs";import"./chunk-PSV3OKGN.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-DGQ3CMQN.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-JZXJDDLU.mjs";import"./chunk-K66WEYRP.mjs";import"./chunk-F4S5IX3G.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-MS2ZGZUU.mjs";import"./chunk-5ZHENJ72.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`\u2713 Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
