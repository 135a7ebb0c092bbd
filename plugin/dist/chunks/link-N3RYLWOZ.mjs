#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as c}from"./chunk-LV4DC5GM.mjs";import"./chunk-TMRFXGPV.mjs";import"./chunk-XPZRPMRN.mjs";import"./chunk-EPVZZGR5.mjs";import"./chunk-DAVKT76X.mjs";import"./chunk-BESDOLAK.mjs";import"./chunk-LH4CZ6JF.mjs";import"./chunk-VD7WT4YR.mjs";import"./chunk-5CMOENEK.mjs";import{b as o}from"./chunk-3WMF4QMG.mjs";import{a as b}from"./chunk-MAFWBILP.mjs";import"./chunk-UBQV3NO5.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-IOLRXUSX.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-7FQAE74S.mjs";import"./chunk-5A5GEZZY.mjs";import"./chunk-BANQOJJW.mjs";import"./chunk-WRK72J74.mjs";import"./chunk-MIYW2KFO.mjs";import"./chunk-AA5IAP55.mjs";import"./chunk-D6XGZHYI.mjs";import"./chunk-KLMN6IUR.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-X6OK6MUJ.mjs";import"./chunk-7FZQGGKH.mjs";import"./chunk-XMF4LERR.mjs";import"./chunk-WLFWOQ5L.mjs";import"./chunk-4TO45CQJ.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-32DS7XGM.mjs";import"./chunk-34UDZLXG.mjs";import"./chunk-U7GJJHSQ.mjs";import"./chunk-RDLFL55N.mjs";import"./chunk-TZVF3BXT.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-4JN4LNCU.mjs";import"./chunk-ISAZLUQO.mjs";import"./chunk-XS3B6OCC.mjs";import"./chunk-VDIJK45X.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-SXKWM6V3.mjs";import"./chunk-HGMQJ3PH.mjs";import{o as m}from"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";var h={name:"link",usage:`Usage: memory link <source> <target> --label <label> [--reverse-label <label>]

Adds an edge to the source memory's links (e.g. --label implements, part-of, warns-about).
The reverse label is derived when not given (implements \u2194 implemented-by).
Labels are lower-case words joined by '-': upper case is lowered and spaces or '_'
become '-' ("Warns About" \u2192 warns-about, said in the output); any other character
is a usage error (exit 2).`,options:{label:{type:"string",short:"l"},"reverse-label":{type:"string"}},async run({values:t,positionals:g},{io:s,context:d}){let[l,i,...p]=g;if(!l||!i||p.length>0)throw new m("Give a source and a target slug: memory link <source> <target> --label <label>.");let a=o(t,"label")??"relates-to",n=o(t,"reverse-label"),e=await c(d(),{source:l,target:i,label:a,...n===void 0?{}:{reverseLabel:n}});if(t.json)return b(s,e);s.out(`\u2713 Linked memories:
  ${e.source} --[${e.label}]--> ${e.target}
  ${e.target} --[${e.reverseLabel}]--> ${e.source}
`);let u=[a,n].filter(r=>r!==void 0&&r!==e.label&&r!==e.reverseLabel);for(let r of u)s.out(`  (label ${JSON.stringify(r)} written as ${r===a?e.label:e.reverseLabel})
`)}};export{h as command};
