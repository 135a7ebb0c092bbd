#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-UFG47IQF.mjs";import"./chunk-6IFNKSIH.mjs";import"./chunk-T4RMOCQM.mjs";import"./chunk-YALKTG4N.mjs";import"./chunk-SKHYSZ2Z.mjs";import"./chunk-SJZRGECO.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-P4GEVK54.mjs";import"./chunk-X4WMA7G3.mjs";import"./chunk-XWKQHIIP.mjs";import{b as a,c as m}from"./chunk-UR5CXWY4.mjs";import"./chunk-B6IXKT73.mjs";import"./chunk-WKPS4WEY.mjs";import"./chunk-XK2QH7OS.mjs";import"./chunk-G4D42J2K.mjs";import"./chunk-LGNWANJT.mjs";import"./chunk-CUT7S5L2.mjs";import"./chunk-7Q26AGLK.mjs";import{b as p}from"./chunk-T44D5VBN.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-LGWAUIRB.mjs";import"./chunk-3LFHF3W5.mjs";import"./chunk-VKPNIXGU.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
