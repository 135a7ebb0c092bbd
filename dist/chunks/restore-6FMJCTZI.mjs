#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-DCMA6SHN.mjs";import"./chunk-3DA3FUT6.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import"./chunk-HUQPDVPJ.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-4QZSJ3T3.mjs";import"./chunk-LKCG627E.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-RG2HNPFH.mjs";import"./chunk-2YAMJ6SN.mjs";import"./chunk-SJZRGECO.mjs";import"./chunk-NCKMILBB.mjs";import{c as p}from"./chunk-7ODMUU6Q.mjs";import"./chunk-MNTBAE3Y.mjs";import"./chunk-E5UXICA4.mjs";import"./chunk-YJTE27DI.mjs";import"./chunk-ICPWF5JG.mjs";import"./chunk-V6U62D63.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-B5ODDJAP.mjs";import"./chunk-X2BHRCGY.mjs";import"./chunk-CRGQ7G5L.mjs";import"./chunk-D7WJ3AOI.mjs";import"./chunk-5QYZM2HQ.mjs";import"./chunk-LSWSUO6D.mjs";import"./chunk-ZVCAFZKM.mjs";import"./chunk-6NS4YO6Z.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
