#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as i}from"./chunk-NSKK3SHX.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-4DL3K2HL.mjs";import"./chunk-EVOVHTYL.mjs";import"./chunk-DPNBWLXN.mjs";import"./chunk-UB6PNRWB.mjs";import"./chunk-7EFCY7DY.mjs";import"./chunk-U2K4XKKN.mjs";import"./chunk-EGHZVUP5.mjs";import"./chunk-I5FTJBFO.mjs";import{b as t}from"./chunk-FH472LVS.mjs";import{a as m}from"./chunk-MAFWBILP.mjs";import"./chunk-WERIWJWP.mjs";import"./chunk-AUI77PHE.mjs";import"./chunk-4CA4OWDY.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-4IZEJAA6.mjs";import"./chunk-2CHPINZK.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-DH5SV27R.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import{n as a}from"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var y={name:"link",usage:`Usage: memory link <source> <target> --label <label> [--reverse-label <label>]

Adds an edge to the source memory's links (e.g. --label implements, part-of, warns-about).
The reverse label is derived when not given (implements ↔ implemented-by).`,options:{label:{type:"string",short:"l"},"reverse-label":{type:"string"}},async run({values:r,positionals:b},{io:n,context:g}){let[o,s,...p]=b;if(!o||!s||p.length>0)throw new a("Give a source and a target slug: memory link <source> <target> --label <label>.");let c=t(r,"label")??"relates-to",l=t(r,"reverse-label"),e=await i(g(),{source:o,target:s,label:c,...l===void 0?{}:{reverseLabel:l}});if(r.json)return m(n,e);n.out(`✓ Linked memories:
  ${e.source} --[${e.label}]--> ${e.target}
  ${e.target} --[${e.reverseLabel}]--> ${e.source}
`)}};export{y as command};
