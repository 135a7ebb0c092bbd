#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-34JXBPSL.mjs";import"./chunk-CQ5IKVUQ.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import"./chunk-HUQPDVPJ.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-KCNEOZ6J.mjs";import"./chunk-3XODAW63.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-Y5CB2QEK.mjs";import"./chunk-FUJYDRAF.mjs";import"./chunk-SJZRGECO.mjs";import"./chunk-NCKMILBB.mjs";import{c as p}from"./chunk-7ODMUU6Q.mjs";import"./chunk-5HRMFWYZ.mjs";import"./chunk-GHJSE3CH.mjs";import"./chunk-ORWW4HNH.mjs";import"./chunk-HTLYFDIN.mjs";import"./chunk-WBM4RI66.mjs";import"./chunk-CZZFUVXY.mjs";import"./chunk-X2BHRCGY.mjs";import"./chunk-5PSS77JG.mjs";import"./chunk-NKHWQB7I.mjs";import"./chunk-2UANZ62C.mjs";import"./chunk-LSWSUO6D.mjs";import"./chunk-KWYPIKFC.mjs";import"./chunk-UGNAIF5K.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
