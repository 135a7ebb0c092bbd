#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import"./chunk-UY2IITCG.mjs";import{a as c}from"./chunk-4VJKEU5N.mjs";import"./chunk-5P7XYQJQ.mjs";import{b as o}from"./chunk-RC5VIZME.mjs";import{a as b}from"./chunk-7ZSPSNZH.mjs";import"./chunk-ZCSIBYUI.mjs";import"./chunk-I7JLFLJF.mjs";import"./chunk-WWGIYMSD.mjs";import"./chunk-X3PE4K3Q.mjs";import"./chunk-T2HECVB7.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-3U4TA7MW.mjs";import"./chunk-GBOC4GGT.mjs";import"./chunk-GMGPZMPW.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-4T7WBLFX.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-B4BO3OYP.mjs";import"./chunk-AJWPA6IA.mjs";import"./chunk-4INFMZTH.mjs";import"./chunk-ZDBBFQDU.mjs";import"./chunk-VFPPQ5DX.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-WFLB6UU4.mjs";import"./chunk-PSV3OKGN.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-RRTIUTTJ.mjs";import"./chunk-5ZHFFEEG.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-CEBU2PJX.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-AB7LSKOB.mjs";import"./chunk-K2U4P4CV.mjs";import"./chunk-534HIIUE.mjs";import"./chunk-HAMLTSSM.mjs";import"./chunk-HGMQJ3PH.mjs";import{p as m}from"./chunk-PSXJPFSG.mjs";import"./chunk-VLGG2NQA.mjs";var h={name:"link",usage:`Usage: memory link <source> <target> --label <label> [--reverse-label <label>]

Adds an edge to the source memory's links (e.g. --label implements, part-of, warns-about).
The reverse label is derived when not given (implements \u2194 implemented-by).
Labels are lower-case words joined by '-': upper case is lowered and spaces or '_'
become '-' ("Warns About" \u2192 warns-about, said in the output); any other character
is a usage error (exit 2).`,options:{label:{type:"string",short:"l"},"reverse-label":{type:"string"}},async run({values:t,positionals:g},{io:s,context:d}){let[l,i,...p]=g;if(!l||!i||p.length>0)throw new m("Give a source and a target slug: memory link <source> <target> --label <label>.");let a=o(t,"label")??"relates-to",n=o(t,"reverse-label"),e=await c(d(),{source:l,target:i,label:a,...n===void 0?{}:{reverseLabel:n}});if(t.json)return b(s,e);s.out(`\u2713 Linked memories:
  ${e.source} --[${e.label}]--> ${e.target}
  ${e.target} --[${e.reverseLabel}]--> ${e.source}
`);let u=[a,n].filter(r=>r!==void 0&&r!==e.label&&r!==e.reverseLabel);for(let r of u)s.out(`  (label ${JSON.stringify(r)} written as ${r===a?e.label:e.reverseLabel})
`)}};export{h as command};
