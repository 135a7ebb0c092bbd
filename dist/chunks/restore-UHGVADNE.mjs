#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-TYB7UREV.mjs";import"./chunk-JIYBA47E.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import"./chunk-PQQNCNC3.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-ZKGYFCTT.mjs";import"./chunk-UBPZWCGM.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-EJ24KXUP.mjs";import"./chunk-OZOGKZ4X.mjs";import"./chunk-SJZRGECO.mjs";import"./chunk-NCKMILBB.mjs";import{c as p}from"./chunk-7ODMUU6Q.mjs";import"./chunk-KK6GCZXR.mjs";import"./chunk-IKR4TO4E.mjs";import"./chunk-TWZN7HRA.mjs";import"./chunk-GECK5UPT.mjs";import"./chunk-X4WMA7G3.mjs";import"./chunk-ICNNCWT2.mjs";import"./chunk-2QP2ISWK.mjs";import"./chunk-S7PK4VI6.mjs";import"./chunk-HVNIJGQF.mjs";import"./chunk-NKFCDFVA.mjs";import"./chunk-6ZUWZKOG.mjs";import"./chunk-Y22JJQFF.mjs";import"./chunk-LSWSUO6D.mjs";import"./chunk-UETLRVWX.mjs";import"./chunk-UME3M7RH.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
