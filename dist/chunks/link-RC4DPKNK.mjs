#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as i}from"./chunk-35PN3TYW.mjs";import"./chunk-SJZRGECO.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-SXPMCWAT.mjs";import"./chunk-Y6UVOEC4.mjs";import"./chunk-R2RJCQB5.mjs";import"./chunk-O762AHJ6.mjs";import"./chunk-SE5OT45D.mjs";import"./chunk-KMFPKSL4.mjs";import{b as t}from"./chunk-FH472LVS.mjs";import{a as m}from"./chunk-MAFWBILP.mjs";import"./chunk-WUWBIN3V.mjs";import"./chunk-B43Q3YDP.mjs";import"./chunk-MFY5QM3Z.mjs";import"./chunk-22LOFMOK.mjs";import"./chunk-54K6HRRG.mjs";import"./chunk-OLSIA5QJ.mjs";import"./chunk-ALL4ZPWR.mjs";import{n as a}from"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var y={name:"link",usage:`Usage: memory link <source> <target> --label <label> [--reverse-label <label>]

Adds an edge to the source memory's links (e.g. --label implements, part-of, warns-about).
The reverse label is derived when not given (implements ↔ implemented-by).`,options:{label:{type:"string",short:"l"},"reverse-label":{type:"string"}},async run({values:r,positionals:b},{io:n,context:g}){let[o,s,...p]=b;if(!o||!s||p.length>0)throw new a("Give a source and a target slug: memory link <source> <target> --label <label>.");let c=t(r,"label")??"relates-to",l=t(r,"reverse-label"),e=await i(g(),{source:o,target:s,label:c,...l===void 0?{}:{reverseLabel:l}});if(r.json)return m(n,e);n.out(`✓ Linked memories:
  ${e.source} --[${e.label}]--> ${e.target}
  ${e.target} --[${e.reverseLabel}]--> ${e.source}
`)}};export{y as command};
