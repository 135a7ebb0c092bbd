#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as i}from"./chunk-QBSNHWLP.mjs";import"./chunk-SJZRGECO.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-HNRUCKWE.mjs";import"./chunk-X4IGYKVT.mjs";import"./chunk-DG4OMBVF.mjs";import"./chunk-BNIVFNSD.mjs";import"./chunk-2KS46W7D.mjs";import"./chunk-4ZF7WGEY.mjs";import{b as t}from"./chunk-FH472LVS.mjs";import{a as m}from"./chunk-MAFWBILP.mjs";import"./chunk-KMQKMIUB.mjs";import"./chunk-B4JGJMGM.mjs";import"./chunk-2566GLEG.mjs";import"./chunk-4MG44MQA.mjs";import"./chunk-QTORAOQV.mjs";import"./chunk-JF4ZCR5W.mjs";import"./chunk-LALGVN2I.mjs";import{n as a}from"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var y={name:"link",usage:`Usage: memory link <source> <target> --label <label> [--reverse-label <label>]

Adds an edge to the source memory's links (e.g. --label implements, part-of, warns-about).
The reverse label is derived when not given (implements ↔ implemented-by).`,options:{label:{type:"string",short:"l"},"reverse-label":{type:"string"}},async run({values:r,positionals:b},{io:n,context:g}){let[o,s,...p]=b;if(!o||!s||p.length>0)throw new a("Give a source and a target slug: memory link <source> <target> --label <label>.");let c=t(r,"label")??"relates-to",l=t(r,"reverse-label"),e=await i(g(),{source:o,target:s,label:c,...l===void 0?{}:{reverseLabel:l}});if(r.json)return m(n,e);n.out(`✓ Linked memories:
  ${e.source} --[${e.label}]--> ${e.target}
  ${e.target} --[${e.reverseLabel}]--> ${e.source}
`)}};export{y as command};
