#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import"./chunk-UY2IITCG.mjs";import{a as c}from"./chunk-NFDHMFXM.mjs";import"./chunk-CP7LUD3T.mjs";import{b as o}from"./chunk-MMACRCAH.mjs";import{a as b}from"./chunk-7ZSPSNZH.mjs";import"./chunk-HDXDHVR3.mjs";import"./chunk-Q6KPXYFH.mjs";import"./chunk-Z2GSG6V2.mjs";import"./chunk-EQC47D5B.mjs";import"./chunk-TL2FTWA3.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-6MID24GH.mjs";import"./chunk-27QZF6X4.mjs";import"./chunk-5NHR43TE.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-6CCJL5BA.mjs";import"./chunk-27YOIQM4.mjs";import"./chunk-PKUT2GFR.mjs";import"./chunk-YLPHWQYM.mjs";import"./chunk-KU5WO6QT.mjs";import"./chunk-L3DQACFX.mjs";import"./chunk-ZX6U4MQJ.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-MIFX4ZCQ.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-IF5LXOV6.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-MUCINBJ2.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-G7EM37A7.mjs";import"./chunk-BV4PC74F.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-HGMQJ3PH.mjs";import{q as m}from"./chunk-EWTIBE6B.mjs";import"./chunk-VLGG2NQA.mjs";var h={name:"link",usage:`Usage: memory link <source> <target> --label <label> [--reverse-label <label>]

Adds an edge to the source memory's links (e.g. --label implements, part-of, warns-about).
The reverse label is derived when not given (implements \u2194 implemented-by).
Labels are lower-case words joined by '-': upper case is lowered and spaces or '_'
become '-' ("Warns About" \u2192 warns-about, said in the output); any other character
is a usage error (exit 2).`,options:{label:{type:"string",short:"l"},"reverse-label":{type:"string"}},async run({values:t,positionals:g},{io:s,context:d}){let[l,i,...p]=g;if(!l||!i||p.length>0)throw new m("Give a source and a target slug: memory link <source> <target> --label <label>.");let a=o(t,"label")??"relates-to",n=o(t,"reverse-label"),e=await c(d(),{source:l,target:i,label:a,...n===void 0?{}:{reverseLabel:n}});if(t.json)return b(s,e);s.out(`\u2713 Linked memories:
  ${e.source} --[${e.label}]--> ${e.target}
  ${e.target} --[${e.reverseLabel}]--> ${e.source}
`);let u=[a,n].filter(r=>r!==void 0&&r!==e.label&&r!==e.reverseLabel);for(let r of u)s.out(`  (label ${JSON.stringify(r)} written as ${r===a?e.label:e.reverseLabel})
`)}};export{h as command};
