#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-577ACCYG.mjs";import"./chunk-J2LXIVRA.mjs";import"./chunk-F3CYNYDB.mjs";import"./chunk-YYOPOMHO.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-4DL3K2HL.mjs";import"./chunk-OYDVO7UH.mjs";import"./chunk-OZOGKZ4X.mjs";import"./chunk-2GJ4MIL4.mjs";import"./chunk-U4Z6EEIH.mjs";import"./chunk-PUEHTMK4.mjs";import"./chunk-X4WMA7G3.mjs";import"./chunk-OQWGGKFA.mjs";import"./chunk-5THAK7G5.mjs";import"./chunk-GC2WCQKK.mjs";import"./chunk-6ZUWZKOG.mjs";import"./chunk-KONKDDGH.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import{c as p}from"./chunk-UQDNUZYO.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-IB4BJA5K.mjs";import"./chunk-Y22JJQFF.mjs";import"./chunk-4CA4OWDY.mjs";import"./chunk-UETLRVWX.mjs";import"./chunk-MHMSICHD.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-DH5SV27R.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
