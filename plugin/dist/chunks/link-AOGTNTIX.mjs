#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as c}from"./chunk-TB4PE3RS.mjs";import{b as o}from"./chunk-A76LHT2G.mjs";import{a as b}from"./chunk-7ZSPSNZH.mjs";import"./chunk-UECXMH3B.mjs";import"./chunk-REYW5XB5.mjs";import"./chunk-OUTCZDJI.mjs";import"./chunk-ONH6UF7A.mjs";import"./chunk-HYJ6JXA3.mjs";import"./chunk-AQ5LS7QL.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-DIX2R56I.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-NDCQL4QQ.mjs";import"./chunk-T5L5T5ZN.mjs";import"./chunk-YH42HZFW.mjs";import"./chunk-MOHLSROD.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-WCTOJQ5E.mjs";import"./chunk-QZUOSTGW.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-6M5GIQRH.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-4NQN4DTY.mjs";import"./chunk-FUW7ZA26.mjs";import"./chunk-4X5AFK2W.mjs";import"./chunk-VRXIN6JF.mjs";import"./chunk-PSV3OKGN.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-DGQ3CMQN.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-JZXJDDLU.mjs";import"./chunk-K66WEYRP.mjs";import"./chunk-F4S5IX3G.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-MS2ZGZUU.mjs";import{p as m}from"./chunk-5ZHENJ72.mjs";import"./chunk-VLGG2NQA.mjs";var h={name:"link",usage:`Usage: memory link <source> <target> --label <label> [--reverse-label <label>]

Adds an edge to the source memory's links (e.g. --label implements, part-of, warns-about).
The reverse label is derived when not given (implements \u2194 implemented-by).
Labels are lower-case words joined by '-': upper case is lowered and spaces or '_'
become '-' ("Warns About" \u2192 warns-about, said in the output); any other character
is a usage error (exit 2).`,options:{label:{type:"string",short:"l"},"reverse-label":{type:"string"}},async run({values:t,positionals:g},{io:s,context:d}){let[l,i,...p]=g;if(!l||!i||p.length>0)throw new m("Give a source and a target slug: memory link <source> <target> --label <label>.");let a=o(t,"label")??"relates-to",n=o(t,"reverse-label"),e=await c(d(),{source:l,target:i,label:a,...n===void 0?{}:{reverseLabel:n}});if(t.json)return b(s,e);s.out(`\u2713 Linked memories:
  ${e.source} --[${e.label}]--> ${e.target}
  ${e.target} --[${e.reverseLabel}]--> ${e.source}
`);let u=[a,n].filter(r=>r!==void 0&&r!==e.label&&r!==e.reverseLabel);for(let r of u)s.out(`  (label ${JSON.stringify(r)} written as ${r===a?e.label:e.reverseLabel})
`)}};export{h as command};
