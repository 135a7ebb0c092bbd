#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-KDTHMU3X.mjs";import"./chunk-4W3TG42Y.mjs";import"./chunk-MLJVPY52.mjs";import"./chunk-T2J3FL4T.mjs";import{b as a,c as m}from"./chunk-MMACRCAH.mjs";import{a as i}from"./chunk-7ZSPSNZH.mjs";import"./chunk-Y5L4I2KW.mjs";import"./chunk-YAF32BPK.mjs";import"./chunk-GJ5VMBT7.mjs";import"./chunk-ZVAB6RUE.mjs";import"./chunk-B6HMHE6H.mjs";import"./chunk-F77L6MZY.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-ZSZIQAEU.mjs";import"./chunk-NR33CER7.mjs";import"./chunk-XRG6CXG2.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-O4TFOPFH.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-UZX2TSYV.mjs";import"./chunk-C6VA5QXN.mjs";import"./chunk-YLPHWQYM.mjs";import"./chunk-TQDVJBFL.mjs";import{c as p}from"./chunk-O2CVBPP6.mjs";import"./chunk-NLNHWYUH.mjs";import"./chunk-7US7EQFU.mjs";import"./chunk-2FIUEKK5.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-FQOIGEGN.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-QD2427EV.mjs";import"./chunk-NMDXLS3I.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-MUCINBJ2.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-QXE6B3PV.mjs";import"./chunk-ZUKWBFAI.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-EWTIBE6B.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`\u2713 Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
