#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-7KONSKWC.mjs";import"./chunk-X5XLEVBL.mjs";import"./chunk-F3CYNYDB.mjs";import"./chunk-KEZEAW5X.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-4DL3K2HL.mjs";import"./chunk-ETRFCT7H.mjs";import"./chunk-X2TNPNFR.mjs";import"./chunk-EVOVHTYL.mjs";import"./chunk-DPNBWLXN.mjs";import"./chunk-5AQZINZY.mjs";import"./chunk-UB6PNRWB.mjs";import"./chunk-7EFCY7DY.mjs";import"./chunk-U2K4XKKN.mjs";import"./chunk-EGHZVUP5.mjs";import"./chunk-I5FTJBFO.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import{c as p}from"./chunk-UQDNUZYO.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-WERIWJWP.mjs";import"./chunk-AUI77PHE.mjs";import"./chunk-4CA4OWDY.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-4IZEJAA6.mjs";import"./chunk-2CHPINZK.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-DH5SV27R.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
