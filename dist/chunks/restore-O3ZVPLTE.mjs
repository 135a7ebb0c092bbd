#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-4HTU4LOO.mjs";import"./chunk-XELTIC5B.mjs";import"./chunk-33RL46DK.mjs";import"./chunk-R5A5KJTY.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-N6GDNPD4.mjs";import"./chunk-SJZRGECO.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-UQQ6TSVJ.mjs";import"./chunk-X4WMA7G3.mjs";import"./chunk-P325LYCL.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import"./chunk-Z2RTK5NP.mjs";import"./chunk-IH7SQ4FO.mjs";import"./chunk-QY6J7HTJ.mjs";import"./chunk-VEQKJ6RK.mjs";import"./chunk-OOYGECB5.mjs";import"./chunk-ZQ2E7UJI.mjs";import"./chunk-KZCLJTSS.mjs";import{c as p}from"./chunk-P2JTEBOS.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-DY5F3VZC.mjs";import"./chunk-RDEOWF7L.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
