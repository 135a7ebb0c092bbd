#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as i}from"./chunk-IRKBUMXY.mjs";import{b as t}from"./chunk-FH472LVS.mjs";import{a as m}from"./chunk-MAFWBILP.mjs";import"./chunk-KCNEOZ6J.mjs";import"./chunk-SJZRGECO.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-5HRMFWYZ.mjs";import"./chunk-GHJSE3CH.mjs";import"./chunk-HTLYFDIN.mjs";import"./chunk-WBM4RI66.mjs";import"./chunk-CZZFUVXY.mjs";import"./chunk-X2BHRCGY.mjs";import"./chunk-5PSS77JG.mjs";import"./chunk-NKHWQB7I.mjs";import"./chunk-2UANZ62C.mjs";import"./chunk-LSWSUO6D.mjs";import"./chunk-KWYPIKFC.mjs";import"./chunk-UGNAIF5K.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-ALL4ZPWR.mjs";import{n as a}from"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var y={name:"link",usage:`Usage: memory link <source> <target> --label <label> [--reverse-label <label>]

Adds an edge to the source memory's links (e.g. --label implements, part-of, warns-about).
The reverse label is derived when not given (implements ↔ implemented-by).`,options:{label:{type:"string",short:"l"},"reverse-label":{type:"string"}},async run({values:r,positionals:b},{io:n,context:g}){let[o,s,...p]=b;if(!o||!s||p.length>0)throw new a("Give a source and a target slug: memory link <source> <target> --label <label>.");let c=t(r,"label")??"relates-to",l=t(r,"reverse-label"),e=await i(g(),{source:o,target:s,label:c,...l===void 0?{}:{reverseLabel:l}});if(r.json)return m(n,e);n.out(`✓ Linked memories:
  ${e.source} --[${e.label}]--> ${e.target}
  ${e.target} --[${e.reverseLabel}]--> ${e.source}
`)}};export{y as command};
