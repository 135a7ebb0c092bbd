#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-AZDFWFVF.mjs";import"./chunk-JKVABULU.mjs";import"./chunk-MLJVPY52.mjs";import{b as a,c as m}from"./chunk-RC5VIZME.mjs";import{a as i}from"./chunk-7ZSPSNZH.mjs";import"./chunk-Q4HIF3RR.mjs";import"./chunk-RFC2H7O4.mjs";import"./chunk-SH2XKKCI.mjs";import"./chunk-SL357WD7.mjs";import"./chunk-B4W3CZ3P.mjs";import"./chunk-GKOVFY5D.mjs";import"./chunk-RX6DQC7L.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-Z2NYOGQO.mjs";import"./chunk-LGPTMRGY.mjs";import"./chunk-UKYHSVHH.mjs";import"./chunk-XHIKJMUY.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-XT2F2NPP.mjs";import"./chunk-AJWPA6IA.mjs";import"./chunk-QG5K6FT4.mjs";import{c as p}from"./chunk-XQNMP523.mjs";import"./chunk-K7EQUZV3.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-4YUE626Z.mjs";import"./chunk-H663KPMS.mjs";import"./chunk-PSV3OKGN.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-5B3D2XBU.mjs";import"./chunk-E2FJOYWV.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-DF236AEN.mjs";import"./chunk-ZTP3JMEW.mjs";import"./chunk-LFBGYORR.mjs";import"./chunk-J5WCEBEI.mjs";import"./chunk-WEYFQZWI.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-PSXJPFSG.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`\u2713 Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
