#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as i}from"./chunk-SRMHKT2S.mjs";import"./chunk-SJZRGECO.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-RQG2TTKD.mjs";import"./chunk-AW4I5SUL.mjs";import"./chunk-RWKJUI5E.mjs";import"./chunk-NTV52SZO.mjs";import"./chunk-4QSKLT2K.mjs";import"./chunk-P5JUPP3G.mjs";import{b as t}from"./chunk-FH472LVS.mjs";import{a as m}from"./chunk-MAFWBILP.mjs";import"./chunk-QZ7CMNTG.mjs";import"./chunk-YDTOR33Q.mjs";import"./chunk-YI3ALH5A.mjs";import"./chunk-7E6HYYLD.mjs";import"./chunk-FQ7W5XGV.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-ALL4ZPWR.mjs";import{n as a}from"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var y={name:"link",usage:`Usage: memory link <source> <target> --label <label> [--reverse-label <label>]

Adds an edge to the source memory's links (e.g. --label implements, part-of, warns-about).
The reverse label is derived when not given (implements ↔ implemented-by).`,options:{label:{type:"string",short:"l"},"reverse-label":{type:"string"}},async run({values:r,positionals:b},{io:n,context:g}){let[o,s,...p]=b;if(!o||!s||p.length>0)throw new a("Give a source and a target slug: memory link <source> <target> --label <label>.");let c=t(r,"label")??"relates-to",l=t(r,"reverse-label"),e=await i(g(),{source:o,target:s,label:c,...l===void 0?{}:{reverseLabel:l}});if(r.json)return m(n,e);n.out(`✓ Linked memories:
  ${e.source} --[${e.label}]--> ${e.target}
  ${e.target} --[${e.reverseLabel}]--> ${e.source}
`)}};export{y as command};
