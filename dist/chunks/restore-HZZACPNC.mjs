#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-3PIYVYXX.mjs";import"./chunk-CNOIQSU4.mjs";import{b as a,c as m}from"./chunk-3WMF4QMG.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-GN5XZOOR.mjs";import{c as p}from"./chunk-SNL6Q3NW.mjs";import"./chunk-GXRP6P7Q.mjs";import"./chunk-RWJSQWBG.mjs";import"./chunk-UB5Y4FDM.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-45RLACOQ.mjs";import"./chunk-4H5RLCA7.mjs";import"./chunk-CUFW35XM.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-N3COVPHN.mjs";import"./chunk-BFFKI5PT.mjs";import"./chunk-6PCJGSP2.mjs";import"./chunk-NYC3YDUX.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-4FRL3VM5.mjs";import"./chunk-PWCRVPDT.mjs";import"./chunk-IPKNS5ZK.mjs";import"./chunk-DLTLMCVH.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-5QULY22S.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
