#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-OC7N5FXQ.mjs";import"./chunk-PXFIHPHY.mjs";import"./chunk-MLJVPY52.mjs";import"./chunk-PW2DPYEP.mjs";import{b as a,c as m}from"./chunk-P3SIH4OK.mjs";import{a as i}from"./chunk-7ZSPSNZH.mjs";import"./chunk-NKFPCKMG.mjs";import"./chunk-6IBVCW5J.mjs";import"./chunk-NH6GKKVB.mjs";import"./chunk-2LYIWTE5.mjs";import"./chunk-B3VKUVNA.mjs";import"./chunk-4VZWRWBL.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-K3ZSOHY5.mjs";import"./chunk-IFH2XEIY.mjs";import"./chunk-PPNZ3233.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-GNAP77BV.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-GSIQYLK2.mjs";import"./chunk-AJWPA6IA.mjs";import"./chunk-CJJIBLWO.mjs";import{c as p}from"./chunk-KOYQ7TUQ.mjs";import"./chunk-E6SQ7AVJ.mjs";import"./chunk-RJV6BLAY.mjs";import"./chunk-2FIUEKK5.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-5733G4L6.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-Q5CVOAU4.mjs";import"./chunk-NMDXLS3I.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-IHPE4AOD.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-CO6TQBVU.mjs";import"./chunk-ZUKWBFAI.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-PSXJPFSG.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`\u2713 Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
