#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-FLXO4CUG.mjs";import"./chunk-4W3TG42Y.mjs";import"./chunk-MLJVPY52.mjs";import"./chunk-WLMVHK3V.mjs";import{b as a,c as m}from"./chunk-MMACRCAH.mjs";import{a as i}from"./chunk-7ZSPSNZH.mjs";import"./chunk-RDK7WU4Y.mjs";import"./chunk-XXMW2LDZ.mjs";import"./chunk-DRFFPDUR.mjs";import"./chunk-ZVAB6RUE.mjs";import"./chunk-ZFUG5RM6.mjs";import"./chunk-F77L6MZY.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-ZSZIQAEU.mjs";import"./chunk-ND4L5DHD.mjs";import"./chunk-VLF6TG5U.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-DVGBRRON.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-77PJEH32.mjs";import"./chunk-YLPHWQYM.mjs";import"./chunk-TQDVJBFL.mjs";import{c as p}from"./chunk-O2CVBPP6.mjs";import"./chunk-2TGCI64W.mjs";import"./chunk-7US7EQFU.mjs";import"./chunk-2FIUEKK5.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-FQOIGEGN.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-QD2427EV.mjs";import"./chunk-NMDXLS3I.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-MUCINBJ2.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-QXE6B3PV.mjs";import"./chunk-ZUKWBFAI.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-EWTIBE6B.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`\u2713 Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
