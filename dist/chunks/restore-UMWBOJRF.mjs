#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-QALCWEO2.mjs";import"./chunk-QJTKDQQC.mjs";import"./chunk-ZO34OYSU.mjs";import"./chunk-BYV4J2IZ.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-SJZRGECO.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-T62AO7MU.mjs";import"./chunk-QMB6PKLA.mjs";import"./chunk-RQG2TTKD.mjs";import"./chunk-AW4I5SUL.mjs";import"./chunk-BTAMA2KJ.mjs";import"./chunk-RWKJUI5E.mjs";import"./chunk-NTV52SZO.mjs";import"./chunk-4QSKLT2K.mjs";import"./chunk-P5JUPP3G.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import{c as p}from"./chunk-BYQ76DWM.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-QZ7CMNTG.mjs";import"./chunk-YDTOR33Q.mjs";import"./chunk-YI3ALH5A.mjs";import"./chunk-7E6HYYLD.mjs";import"./chunk-FQ7W5XGV.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
