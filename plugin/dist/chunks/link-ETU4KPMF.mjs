#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import"./chunk-UY2IITCG.mjs";import{a as c}from"./chunk-6LZJL33J.mjs";import"./chunk-BSSPUCFL.mjs";import{b as o}from"./chunk-QZ7FGFXW.mjs";import{a as b}from"./chunk-7ZSPSNZH.mjs";import"./chunk-CU46LS25.mjs";import"./chunk-GZRE2RYK.mjs";import"./chunk-SDEMBNUJ.mjs";import"./chunk-WIPB4KF7.mjs";import"./chunk-PSV4KRFT.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-MWDLTW3W.mjs";import"./chunk-LMSJ6IE5.mjs";import"./chunk-4ZSQ25LR.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-UMT2J2NT.mjs";import"./chunk-3ULPYWUS.mjs";import"./chunk-HTSCPSRZ.mjs";import"./chunk-36ISVIVL.mjs";import"./chunk-YREGS4KT.mjs";import"./chunk-C2FK5QA2.mjs";import"./chunk-UERSCWMN.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-GRDQJYKE.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-KQOTA37I.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-M6P7DC2T.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-EAMADOJV.mjs";import"./chunk-ZHPXCCP4.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-HGMQJ3PH.mjs";import{q as m}from"./chunk-O4DGQW4R.mjs";import"./chunk-VLGG2NQA.mjs";var h={name:"link",usage:`Usage: memory link <source> <target> --label <label> [--reverse-label <label>]

Adds an edge to the source memory's links (e.g. --label implements, part-of, warns-about).
The reverse label is derived when not given (implements \u2194 implemented-by).
Labels are lower-case words joined by '-': upper case is lowered and spaces or '_'
become '-' ("Warns About" \u2192 warns-about, said in the output); any other character
is a usage error (exit 2).`,options:{label:{type:"string",short:"l"},"reverse-label":{type:"string"}},async run({values:t,positionals:g},{io:s,context:d}){let[l,i,...p]=g;if(!l||!i||p.length>0)throw new m("Give a source and a target slug: memory link <source> <target> --label <label>.");let a=o(t,"label")??"relates-to",n=o(t,"reverse-label"),e=await c(d(),{source:l,target:i,label:a,...n===void 0?{}:{reverseLabel:n}});if(t.json)return b(s,e);s.out(`\u2713 Linked memories:
  ${e.source} --[${e.label}]--> ${e.target}
  ${e.target} --[${e.reverseLabel}]--> ${e.source}
`);let u=[a,n].filter(r=>r!==void 0&&r!==e.label&&r!==e.reverseLabel);for(let r of u)s.out(`  (label ${JSON.stringify(r)} written as ${r===a?e.label:e.reverseLabel})
`)}};export{h as command};
