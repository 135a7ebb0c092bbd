#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-RPQBSZDR.mjs";import"./chunk-OF2G2RGJ.mjs";import"./chunk-DMQY4CZ4.mjs";import"./chunk-UOGBRTZT.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-SJZRGECO.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-6T3X2E6L.mjs";import"./chunk-ZZB4WAN5.mjs";import"./chunk-HNRUCKWE.mjs";import"./chunk-X4IGYKVT.mjs";import"./chunk-F3PFIHFX.mjs";import"./chunk-X4WMA7G3.mjs";import"./chunk-DG4OMBVF.mjs";import"./chunk-BNIVFNSD.mjs";import"./chunk-2KS46W7D.mjs";import"./chunk-4ZF7WGEY.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import{c as p}from"./chunk-PP25US7E.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-KMQKMIUB.mjs";import"./chunk-B4JGJMGM.mjs";import"./chunk-2566GLEG.mjs";import"./chunk-4MG44MQA.mjs";import"./chunk-QTORAOQV.mjs";import"./chunk-JF4ZCR5W.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
