#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-37HNE635.mjs";import"./chunk-AXYKGEYU.mjs";import"./chunk-RYRGLDRH.mjs";import"./chunk-GV26M4GH.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-SJZRGECO.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-4XPHKLZC.mjs";import"./chunk-IIESSQEI.mjs";import"./chunk-SXPMCWAT.mjs";import"./chunk-Y6UVOEC4.mjs";import"./chunk-O6VEZXBQ.mjs";import"./chunk-R2RJCQB5.mjs";import"./chunk-O762AHJ6.mjs";import"./chunk-SE5OT45D.mjs";import"./chunk-KMFPKSL4.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import{c as p}from"./chunk-O6N2BCVM.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-WUWBIN3V.mjs";import"./chunk-B43Q3YDP.mjs";import"./chunk-MFY5QM3Z.mjs";import"./chunk-22LOFMOK.mjs";import"./chunk-54K6HRRG.mjs";import"./chunk-OLSIA5QJ.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
