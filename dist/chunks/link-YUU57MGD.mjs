#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as c}from"./chunk-2XYN2CE4.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-4DL3K2HL.mjs";import"./chunk-XTV2BRAK.mjs";import"./chunk-IPLAB5IV.mjs";import"./chunk-C4IDYDWL.mjs";import"./chunk-2C5OKAYT.mjs";import"./chunk-URUF76HN.mjs";import{b as o}from"./chunk-FH472LVS.mjs";import{a as b}from"./chunk-MAFWBILP.mjs";import"./chunk-2FLLSDOJ.mjs";import"./chunk-Q5XG3VJI.mjs";import"./chunk-K5G4FB77.mjs";import"./chunk-ORTFXDUK.mjs";import"./chunk-NIRZVNJQ.mjs";import"./chunk-2VXDA2GA.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-FJBWGPPD.mjs";import"./chunk-BIIEZGQA.mjs";import"./chunk-HNDR35MB.mjs";import"./chunk-GCJNJ2DL.mjs";import"./chunk-SVMV2OEQ.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-ZJMJABKN.mjs";import"./chunk-4H5RLCA7.mjs";import"./chunk-YTZGM52R.mjs";import"./chunk-ND3KFZ34.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-PA7UMSCI.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-SKRXYPRA.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-YDUEG7HK.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-5QI4KMLM.mjs";import"./chunk-HGMQJ3PH.mjs";import{n as m}from"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var h={name:"link",usage:`Usage: memory link <source> <target> --label <label> [--reverse-label <label>]

Adds an edge to the source memory's links (e.g. --label implements, part-of, warns-about).
The reverse label is derived when not given (implements ↔ implemented-by).
Labels are lower-case words joined by '-': upper case is lowered and spaces or '_'
become '-' ("Warns About" → warns-about, said in the output); any other character
is a usage error (exit 2).`,options:{label:{type:"string",short:"l"},"reverse-label":{type:"string"}},async run({values:t,positionals:g},{io:s,context:d}){let[l,i,...p]=g;if(!l||!i||p.length>0)throw new m("Give a source and a target slug: memory link <source> <target> --label <label>.");let a=o(t,"label")??"relates-to",n=o(t,"reverse-label"),e=await c(d(),{source:l,target:i,label:a,...n===void 0?{}:{reverseLabel:n}});if(t.json)return b(s,e);s.out(`✓ Linked memories:
  ${e.source} --[${e.label}]--> ${e.target}
  ${e.target} --[${e.reverseLabel}]--> ${e.source}
`);let u=[a,n].filter(r=>r!==void 0&&r!==e.label&&r!==e.reverseLabel);for(let r of u)s.out(`  (label ${JSON.stringify(r)} written as ${r===a?e.label:e.reverseLabel})
`)}};export{h as command};
