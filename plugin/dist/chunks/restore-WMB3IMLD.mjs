#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-WP5ASP3U.mjs";import"./chunk-R2ZOI7SA.mjs";import"./chunk-MLJVPY52.mjs";import"./chunk-EVMDR4AX.mjs";import{b as a,c as m}from"./chunk-QZ7FGFXW.mjs";import{a as i}from"./chunk-7ZSPSNZH.mjs";import"./chunk-OTZ275UF.mjs";import"./chunk-CU46LS25.mjs";import"./chunk-GZRE2RYK.mjs";import"./chunk-SDEMBNUJ.mjs";import"./chunk-WIPB4KF7.mjs";import"./chunk-PSV4KRFT.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-MWDLTW3W.mjs";import"./chunk-LMSJ6IE5.mjs";import"./chunk-4ZSQ25LR.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-UMT2J2NT.mjs";import"./chunk-3ULPYWUS.mjs";import"./chunk-HTSCPSRZ.mjs";import"./chunk-36ISVIVL.mjs";import"./chunk-YREGS4KT.mjs";import{c as p}from"./chunk-AX2QA6QC.mjs";import"./chunk-C2FK5QA2.mjs";import"./chunk-UERSCWMN.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-GRDQJYKE.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-KQOTA37I.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-M6P7DC2T.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-EAMADOJV.mjs";import"./chunk-ZHPXCCP4.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-O4DGQW4R.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`\u2713 Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
