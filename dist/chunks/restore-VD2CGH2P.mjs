#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-6TIHQHGG.mjs";import"./chunk-BWAG2PXF.mjs";import"./chunk-XKYF5BKT.mjs";import"./chunk-25CNQ5CG.mjs";import"./chunk-SKHYSZ2Z.mjs";import"./chunk-SJZRGECO.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-HIR46MXV.mjs";import"./chunk-X4WMA7G3.mjs";import"./chunk-HLFNNOGX.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import"./chunk-ORT4PFER.mjs";import"./chunk-5BNTON7E.mjs";import"./chunk-HBX3LWOF.mjs";import"./chunk-RAYRXKWT.mjs";import"./chunk-OOYGECB5.mjs";import"./chunk-47TVBYHS.mjs";import"./chunk-NK42NL7U.mjs";import{c as p}from"./chunk-F2WFMFBF.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-ANT5ZY4C.mjs";import"./chunk-OEINTGEE.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
