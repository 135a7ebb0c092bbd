#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-YP2Y7LR3.mjs";import"./chunk-IP7FBJJC.mjs";import"./chunk-F3CYNYDB.mjs";import"./chunk-TNEEZUXY.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-4DL3K2HL.mjs";import"./chunk-ESZ4HI2S.mjs";import"./chunk-CFWXMHGT.mjs";import"./chunk-2THO66RF.mjs";import"./chunk-6MCTEWYP.mjs";import"./chunk-HK4A6VEC.mjs";import"./chunk-BHVPV2QS.mjs";import"./chunk-7EFCY7DY.mjs";import"./chunk-J3SVNYOL.mjs";import"./chunk-VCGKE7VS.mjs";import"./chunk-QKO24EAP.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import{c as p}from"./chunk-UQDNUZYO.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-O7ODTG6I.mjs";import"./chunk-A22FFHS3.mjs";import"./chunk-4CA4OWDY.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-DBN3G2RN.mjs";import"./chunk-2CHPINZK.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-DH5SV27R.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
