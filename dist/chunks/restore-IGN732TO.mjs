#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-46JDCBG5.mjs";import"./chunk-T43T4LYH.mjs";import"./chunk-ZO34OYSU.mjs";import"./chunk-3SH32LAA.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-SJZRGECO.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-HZ6M4HZW.mjs";import"./chunk-MPCTSD2K.mjs";import"./chunk-JYLRRXA2.mjs";import"./chunk-F42XGFSZ.mjs";import"./chunk-P4YUBFLX.mjs";import"./chunk-65QW34S5.mjs";import"./chunk-MVYADRGM.mjs";import"./chunk-J22PSYYX.mjs";import"./chunk-4EVZKG66.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import{c as p}from"./chunk-BYQ76DWM.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-C4DB33SU.mjs";import"./chunk-OWA3RJCB.mjs";import"./chunk-YI3ALH5A.mjs";import"./chunk-RIR37XQG.mjs";import"./chunk-FQ7W5XGV.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
