#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-MRFTURZZ.mjs";import"./chunk-NQSWFPQK.mjs";import"./chunk-OISIIIDP.mjs";import"./chunk-RRJBERBG.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-SJZRGECO.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-4NTNQHGN.mjs";import"./chunk-W2FU27E2.mjs";import"./chunk-VY2I2HUN.mjs";import"./chunk-UZ4Q67XY.mjs";import"./chunk-27DERSOC.mjs";import"./chunk-XICU53BL.mjs";import"./chunk-KH4LZ6U4.mjs";import"./chunk-HA3DE4EY.mjs";import"./chunk-YJIKWF3K.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import{c as p}from"./chunk-O6N2BCVM.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-U3PING3I.mjs";import"./chunk-AOSUKHW2.mjs";import"./chunk-TYYZUEPF.mjs";import"./chunk-EUXCJKZD.mjs";import"./chunk-37IOQ5DV.mjs";import"./chunk-OLSIA5QJ.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
