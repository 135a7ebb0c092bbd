#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-NTI3PYHE.mjs";import"./chunk-EWY4HDDS.mjs";import"./chunk-EGLOBN3C.mjs";import"./chunk-DL5K6KJI.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-4DL3K2HL.mjs";import"./chunk-HJWLPXQK.mjs";import"./chunk-IHBAH6UY.mjs";import"./chunk-PRC3VEWJ.mjs";import"./chunk-7WI5SBI6.mjs";import"./chunk-J45GZKWP.mjs";import"./chunk-PWMXM3TD.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-MY6FX3AF.mjs";import"./chunk-BY44FDJT.mjs";import"./chunk-BH5E2NOD.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import{c as p}from"./chunk-BYQ76DWM.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-IGGWM6OV.mjs";import"./chunk-E2332UX7.mjs";import"./chunk-XGTV4CL7.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-S2T7UNQS.mjs";import"./chunk-ZN3RNEOH.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
