#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-NVTFI5EZ.mjs";import"./chunk-D45PJUWV.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import"./chunk-V5EH3KPZ.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-QRMUDQHP.mjs";import"./chunk-2NR2SHNN.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-AYBYIKGA.mjs";import"./chunk-DN5QVXWF.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-4DL3K2HL.mjs";import{c as p}from"./chunk-7ODMUU6Q.mjs";import"./chunk-Z75YFK2O.mjs";import"./chunk-5ZRLE522.mjs";import"./chunk-P3ULQ3HG.mjs";import"./chunk-ZNEI6LXE.mjs";import"./chunk-YST5ZI64.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-CQKWVVO5.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-KWVLM6DX.mjs";import"./chunk-4H5RLCA7.mjs";import"./chunk-N3COVPHN.mjs";import"./chunk-L43SH4VX.mjs";import"./chunk-4QWEPOTX.mjs";import"./chunk-K2YPJ5ES.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-JRY7LKVN.mjs";import"./chunk-T2IZ6IHE.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-PA7UMSCI.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
