#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-WGTLYNBP.mjs";import"./chunk-BDKSLKZB.mjs";import"./chunk-GZGHDHUT.mjs";import"./chunk-KSDOD3QA.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-N6GDNPD4.mjs";import"./chunk-SJZRGECO.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-UQQ6TSVJ.mjs";import"./chunk-X4WMA7G3.mjs";import"./chunk-3LVGJQ47.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import"./chunk-Z2RTK5NP.mjs";import"./chunk-6C7U5OEK.mjs";import"./chunk-GC5VAJD6.mjs";import"./chunk-YSVTEAKJ.mjs";import"./chunk-OOYGECB5.mjs";import"./chunk-NW52HYVO.mjs";import"./chunk-DJAGNHYA.mjs";import{c as p}from"./chunk-P2JTEBOS.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-IQJHFO77.mjs";import"./chunk-RDEOWF7L.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
