#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-O2UI4HEP.mjs";import"./chunk-ZWXTRPLA.mjs";import"./chunk-RYRGLDRH.mjs";import"./chunk-WXF7VCVQ.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-SJZRGECO.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-WJGXIR77.mjs";import"./chunk-SFCPWQSI.mjs";import"./chunk-HNFVERSH.mjs";import"./chunk-P2QC6BNC.mjs";import"./chunk-3F6WKACE.mjs";import"./chunk-C4ZWLHOG.mjs";import"./chunk-X63TOQGP.mjs";import"./chunk-PIHUGBPO.mjs";import"./chunk-JPQ3JELK.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import{c as p}from"./chunk-O6N2BCVM.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-F52Q6OEV.mjs";import"./chunk-A5FFMWR3.mjs";import"./chunk-MFY5QM3Z.mjs";import"./chunk-GNWML2BB.mjs";import"./chunk-54K6HRRG.mjs";import"./chunk-OLSIA5QJ.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
