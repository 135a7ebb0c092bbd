#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-W7WGWLK2.mjs";import"./chunk-ADAVBE77.mjs";import"./chunk-ZJQQNP4L.mjs";import"./chunk-BN6YEECF.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-4DL3K2HL.mjs";import"./chunk-OPCGSIOL.mjs";import"./chunk-6NF4MNQW.mjs";import"./chunk-BCS6LFCZ.mjs";import"./chunk-TCZIEPMB.mjs";import"./chunk-PXNE534D.mjs";import"./chunk-6SHZDKWQ.mjs";import"./chunk-IMNRSQBG.mjs";import"./chunk-7EFCY7DY.mjs";import"./chunk-LDFSB4W4.mjs";import"./chunk-VV4M562L.mjs";import"./chunk-TNSAEMRM.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import{c as p}from"./chunk-BYQ76DWM.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-DCXX3SER.mjs";import"./chunk-QTD5HVRF.mjs";import"./chunk-EX72KNZS.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-SRRYSVWS.mjs";import"./chunk-YWHGWAXL.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-PA7UMSCI.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
