#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import"./chunk-UY2IITCG.mjs";import{a as c}from"./chunk-YLBYZH5L.mjs";import"./chunk-ISHZTVNU.mjs";import{b as o}from"./chunk-6DDDFCJB.mjs";import{a as b}from"./chunk-7ZSPSNZH.mjs";import"./chunk-EWXQEWD2.mjs";import"./chunk-QI7AOMXS.mjs";import"./chunk-QHU26LBW.mjs";import"./chunk-NAXZYVFY.mjs";import"./chunk-CKEBWPCU.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-BEAEBU4Y.mjs";import"./chunk-UOVPYIZC.mjs";import"./chunk-CO7E3R4N.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-CLE7BPTM.mjs";import"./chunk-KHB7NMYU.mjs";import"./chunk-ESPXVXXQ.mjs";import"./chunk-2MS6PUN5.mjs";import"./chunk-D3ONPYUY.mjs";import"./chunk-2TIKFHZH.mjs";import"./chunk-UURTMX2N.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-B7D26C5M.mjs";import"./chunk-VYBYBLGY.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-7EC4ZU4C.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-3QFSW6IX.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-APR6BMEE.mjs";import"./chunk-2NAVIQ7Z.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-G4BZTF4Q.mjs";import{q as m}from"./chunk-ON4FK65K.mjs";import"./chunk-VLGG2NQA.mjs";var h={name:"link",usage:`Usage: memory link <source> <target> --label <label> [--reverse-label <label>]

Adds an edge to the source memory's links (e.g. --label implements, part-of, warns-about).
The reverse label is derived when not given (implements \u2194 implemented-by).
Labels are lower-case words joined by '-': upper case is lowered and spaces or '_'
become '-' ("Warns About" \u2192 warns-about, said in the output); any other character
is a usage error (exit 2).`,options:{label:{type:"string",short:"l"},"reverse-label":{type:"string"}},async run({values:t,positionals:g},{io:s,context:d}){let[l,i,...p]=g;if(!l||!i||p.length>0)throw new m("Give a source and a target slug: memory link <source> <target> --label <label>.");let a=o(t,"label")??"relates-to",n=o(t,"reverse-label"),e=await c(d(),{source:l,target:i,label:a,...n===void 0?{}:{reverseLabel:n}});if(t.json)return b(s,e);s.out(`\u2713 Linked memories:
  ${e.source} --[${e.label}]--> ${e.target}
  ${e.target} --[${e.reverseLabel}]--> ${e.source}
`);let u=[a,n].filter(r=>r!==void 0&&r!==e.label&&r!==e.reverseLabel);for(let r of u)s.out(`  (label ${JSON.stringify(r)} written as ${r===a?e.label:e.reverseLabel})
`)}};export{h as command};
