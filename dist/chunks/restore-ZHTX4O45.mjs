#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-VNM4NRDX.mjs";import"./chunk-F4LPM5RM.mjs";import"./chunk-EED2W63Z.mjs";import"./chunk-UM6JRQIG.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-SJZRGECO.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-53Q4JNYQ.mjs";import"./chunk-77CJMOC6.mjs";import"./chunk-XMEZP4VB.mjs";import"./chunk-PTHRZM7Q.mjs";import"./chunk-UQC6UN3A.mjs";import"./chunk-X4WMA7G3.mjs";import"./chunk-75WNU4AY.mjs";import"./chunk-6BSDJHIY.mjs";import"./chunk-4GKUG4DU.mjs";import"./chunk-274WHTQ6.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import{c as p}from"./chunk-TT6P3LCD.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-JFC6FSGI.mjs";import"./chunk-JI3QRNXE.mjs";import"./chunk-U7HHKJYF.mjs";import"./chunk-XKEFRDXI.mjs";import"./chunk-WTBF7KUS.mjs";import"./chunk-DGFRAWUL.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
