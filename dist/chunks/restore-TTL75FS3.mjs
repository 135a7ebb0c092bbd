#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-I3KIUIQ4.mjs";import"./chunk-N5J5KNOR.mjs";import"./chunk-RYRGLDRH.mjs";import"./chunk-2J7KLRXE.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-SJZRGECO.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-WH6T6R7X.mjs";import"./chunk-M5EGTRCL.mjs";import"./chunk-TRZYCYWK.mjs";import"./chunk-7GJLBQLN.mjs";import"./chunk-2BFIOU3M.mjs";import"./chunk-TW2GJGLN.mjs";import"./chunk-GOMSFHLM.mjs";import"./chunk-JQQOZ5FT.mjs";import"./chunk-WS5GFHAH.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import{c as p}from"./chunk-H2QW5MMX.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-BUYKPLZ2.mjs";import"./chunk-SEOI2KOZ.mjs";import"./chunk-MFY5QM3Z.mjs";import"./chunk-MHMCRHAO.mjs";import"./chunk-STRORWSW.mjs";import"./chunk-63JTH7HI.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
