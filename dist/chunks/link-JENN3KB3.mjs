#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as c}from"./chunk-34T6SNG2.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-4DL3K2HL.mjs";import"./chunk-STT4OK5C.mjs";import"./chunk-S26JNBEZ.mjs";import"./chunk-TMWMLHCB.mjs";import"./chunk-FGD55OQY.mjs";import"./chunk-M66GOCKU.mjs";import{b as o}from"./chunk-FH472LVS.mjs";import{a as b}from"./chunk-MAFWBILP.mjs";import"./chunk-LFCJG7CD.mjs";import"./chunk-6XBD6LCY.mjs";import"./chunk-BHBR2QGI.mjs";import"./chunk-ORTFXDUK.mjs";import"./chunk-RAQZBZZW.mjs";import"./chunk-4DJ3HHNK.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-6CW5DM5V.mjs";import"./chunk-BIIEZGQA.mjs";import"./chunk-O2IL6WOL.mjs";import"./chunk-ZTKXFF6Q.mjs";import"./chunk-KUI7M5GY.mjs";import"./chunk-V6SHS4FV.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-MU7YC4H5.mjs";import"./chunk-WA4KJ5N2.mjs";import"./chunk-NRUA24EI.mjs";import"./chunk-4H5RLCA7.mjs";import"./chunk-U7GJJHSQ.mjs";import"./chunk-7YP4MJ56.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-PA7UMSCI.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-WHRV6M5Y.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-YDUEG7HK.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-L2BQ6WSW.mjs";import"./chunk-HGMQJ3PH.mjs";import{n as m}from"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var h={name:"link",usage:`Usage: memory link <source> <target> --label <label> [--reverse-label <label>]

Adds an edge to the source memory's links (e.g. --label implements, part-of, warns-about).
The reverse label is derived when not given (implements ↔ implemented-by).
Labels are lower-case words joined by '-': upper case is lowered and spaces or '_'
become '-' ("Warns About" → warns-about, said in the output); any other character
is a usage error (exit 2).`,options:{label:{type:"string",short:"l"},"reverse-label":{type:"string"}},async run({values:t,positionals:g},{io:s,context:d}){let[l,i,...p]=g;if(!l||!i||p.length>0)throw new m("Give a source and a target slug: memory link <source> <target> --label <label>.");let a=o(t,"label")??"relates-to",n=o(t,"reverse-label"),e=await c(d(),{source:l,target:i,label:a,...n===void 0?{}:{reverseLabel:n}});if(t.json)return b(s,e);s.out(`✓ Linked memories:
  ${e.source} --[${e.label}]--> ${e.target}
  ${e.target} --[${e.reverseLabel}]--> ${e.source}
`);let u=[a,n].filter(r=>r!==void 0&&r!==e.label&&r!==e.reverseLabel);for(let r of u)s.out(`  (label ${JSON.stringify(r)} written as ${r===a?e.label:e.reverseLabel})
`)}};export{h as command};
