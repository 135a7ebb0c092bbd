#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-CZVON6SN.mjs";import"./chunk-IBPNKBZO.mjs";import"./chunk-F3CYNYDB.mjs";import"./chunk-UO2VFDYA.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-4DL3K2HL.mjs";import"./chunk-YHBGS76W.mjs";import"./chunk-OZOGKZ4X.mjs";import"./chunk-2GJ4MIL4.mjs";import"./chunk-LXLY7UMF.mjs";import"./chunk-ZYMWK26C.mjs";import"./chunk-X4WMA7G3.mjs";import"./chunk-H6DMIFT5.mjs";import"./chunk-MIFZKGQF.mjs";import"./chunk-OKU5QFXS.mjs";import"./chunk-6ZUWZKOG.mjs";import"./chunk-ITAXXG6O.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import{c as p}from"./chunk-UQDNUZYO.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-3ND5KYQX.mjs";import"./chunk-Y22JJQFF.mjs";import"./chunk-4CA4OWDY.mjs";import"./chunk-UETLRVWX.mjs";import"./chunk-SBNLDZVP.mjs";import"./chunk-LGC3BUTA.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-DH5SV27R.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
