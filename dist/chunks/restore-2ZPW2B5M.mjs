#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-OJS5I57O.mjs";import"./chunk-VAWWDEKF.mjs";import"./chunk-U7UKJMO4.mjs";import"./chunk-R2OOMCFY.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-SJZRGECO.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-2CM27ZUE.mjs";import"./chunk-EAJB2MME.mjs";import"./chunk-VV22MV7O.mjs";import"./chunk-4MJRLOON.mjs";import"./chunk-GJIQK6VM.mjs";import"./chunk-EN6L26OZ.mjs";import"./chunk-22SS44RT.mjs";import"./chunk-AUKTVLER.mjs";import"./chunk-7HH457OB.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import{c as p}from"./chunk-BYQ76DWM.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-VWLTXSO5.mjs";import"./chunk-CYZ7JEHD.mjs";import"./chunk-2TWUSJCK.mjs";import"./chunk-YIZFJWFN.mjs";import"./chunk-J5NSFV7P.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
