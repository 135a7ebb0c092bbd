#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-HEHTLTAR.mjs";import"./chunk-SP3NHPIT.mjs";import"./chunk-MLJVPY52.mjs";import{b as a,c as m}from"./chunk-RC5VIZME.mjs";import{a as i}from"./chunk-7ZSPSNZH.mjs";import"./chunk-S3K3UALS.mjs";import"./chunk-EYLNYT72.mjs";import"./chunk-42EXJZHX.mjs";import"./chunk-3IJCWE62.mjs";import"./chunk-IYKASRCQ.mjs";import"./chunk-KP3OK3SI.mjs";import"./chunk-AZ5LUTNK.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-4FYISJZI.mjs";import"./chunk-7IKMRIPE.mjs";import"./chunk-DWIFCQUA.mjs";import"./chunk-4YBLITF2.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-PVZB6656.mjs";import"./chunk-AJWPA6IA.mjs";import"./chunk-6VF7RXY2.mjs";import{c as p}from"./chunk-XZWAPS7O.mjs";import"./chunk-4T35X6HD.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-4YUE626Z.mjs";import"./chunk-THHDFOYB.mjs";import"./chunk-PSV3OKGN.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-GJRRIIFR.mjs";import"./chunk-4X5AFK2W.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-JJSYAR6P.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-5W6N2H67.mjs";import"./chunk-5KIT55BP.mjs";import"./chunk-WEYFQZWI.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-PSXJPFSG.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`\u2713 Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
