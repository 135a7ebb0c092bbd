#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-R3QC7364.mjs";import"./chunk-RVAJFWYG.mjs";import"./chunk-SWIIVYBC.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-5JJABQSK.mjs";import"./chunk-RU5NHSBA.mjs";import"./chunk-SJZRGECO.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-TLE64P6I.mjs";import"./chunk-5BF3QKXH.mjs";import"./chunk-UWTCKURL.mjs";import"./chunk-OXLLV366.mjs";import"./chunk-EDZ4MQVU.mjs";import"./chunk-X4WMA7G3.mjs";import"./chunk-6NTQOF53.mjs";import"./chunk-NM3EZ55H.mjs";import"./chunk-ZWOHV4NW.mjs";import"./chunk-BWUGECUJ.mjs";import"./chunk-OVBONXG3.mjs";import{c as p}from"./chunk-5MS6NILE.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import"./chunk-PWD3LRUQ.mjs";import"./chunk-XLO4KGSV.mjs";import"./chunk-JN5BRUCI.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
