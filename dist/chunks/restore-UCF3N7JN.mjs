#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-L7NZVULQ.mjs";import"./chunk-IJDT4XHT.mjs";import"./chunk-EGLOBN3C.mjs";import"./chunk-ZL2UGVVX.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-SJZRGECO.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-FYEG2BEP.mjs";import"./chunk-OZOGKZ4X.mjs";import"./chunk-KK6GCZXR.mjs";import"./chunk-3QTO6LWU.mjs";import"./chunk-IY6UTEHA.mjs";import"./chunk-X4WMA7G3.mjs";import"./chunk-DXZV4TIX.mjs";import"./chunk-5EA6AHVC.mjs";import"./chunk-6ZUWZKOG.mjs";import"./chunk-OLOUMXOB.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import{c as p}from"./chunk-622BN2D3.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-MS6N7FVG.mjs";import"./chunk-Q3JU6PTH.mjs";import"./chunk-XGTV4CL7.mjs";import"./chunk-UETLRVWX.mjs";import"./chunk-MEYE46NQ.mjs";import"./chunk-2SQBVHJ7.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
