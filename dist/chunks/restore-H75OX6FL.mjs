#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-LNDP5CAN.mjs";import"./chunk-MLWFUDGX.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import"./chunk-V5EH3KPZ.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-NY6KKMZX.mjs";import"./chunk-FETVZZDZ.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-4NS2I7UM.mjs";import"./chunk-E5JWTJA4.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-4DL3K2HL.mjs";import{c as p}from"./chunk-7ODMUU6Q.mjs";import"./chunk-3ADBA7OT.mjs";import"./chunk-HO67SKFK.mjs";import"./chunk-CGZSB3CI.mjs";import"./chunk-ULDTQ5EH.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-7DHRWQKO.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-C5POXCVM.mjs";import"./chunk-N3COVPHN.mjs";import"./chunk-75BZS4CU.mjs";import"./chunk-J3DY7WYT.mjs";import"./chunk-SODZLQ25.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-HUAHO3EW.mjs";import"./chunk-HDUZFAIR.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
