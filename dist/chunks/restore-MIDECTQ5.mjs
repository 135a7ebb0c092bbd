#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-A6GYTSYP.mjs";import"./chunk-D7SF4WYT.mjs";import"./chunk-D2FWBLE7.mjs";import"./chunk-V5BGNNIT.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-4DL3K2HL.mjs";import"./chunk-HG4AGDJW.mjs";import"./chunk-J675B3OP.mjs";import"./chunk-2RSGVD56.mjs";import"./chunk-CVIGE4KD.mjs";import"./chunk-FHQO2HXA.mjs";import"./chunk-RLLGD6WY.mjs";import"./chunk-7EFCY7DY.mjs";import"./chunk-RHRUCVT6.mjs";import"./chunk-CP6UNQWI.mjs";import"./chunk-2OCTKTX4.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import{c as p}from"./chunk-BYQ76DWM.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-YAHAWVCK.mjs";import"./chunk-DY42B5W2.mjs";import"./chunk-AXUUSA5D.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-CDDY67L5.mjs";import"./chunk-ZN3RNEOH.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
