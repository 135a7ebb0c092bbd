#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as c}from"./chunk-JI4XYWOC.mjs";import"./chunk-SJZRGECO.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-VV22MV7O.mjs";import"./chunk-4MJRLOON.mjs";import"./chunk-EN6L26OZ.mjs";import"./chunk-22SS44RT.mjs";import"./chunk-AUKTVLER.mjs";import"./chunk-7HH457OB.mjs";import{b as o}from"./chunk-FH472LVS.mjs";import{a as b}from"./chunk-MAFWBILP.mjs";import"./chunk-VWLTXSO5.mjs";import"./chunk-CYZ7JEHD.mjs";import"./chunk-2TWUSJCK.mjs";import"./chunk-YIZFJWFN.mjs";import"./chunk-J5NSFV7P.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-ALL4ZPWR.mjs";import{n as m}from"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var h={name:"link",usage:`Usage: memory link <source> <target> --label <label> [--reverse-label <label>]

Adds an edge to the source memory's links (e.g. --label implements, part-of, warns-about).
The reverse label is derived when not given (implements ↔ implemented-by).
Labels are lower-case words joined by '-': upper case is lowered and spaces or '_'
become '-' ("Warns About" → warns-about, said in the output); any other character
is a usage error (exit 2).`,options:{label:{type:"string",short:"l"},"reverse-label":{type:"string"}},async run({values:t,positionals:g},{io:s,context:d}){let[l,i,...p]=g;if(!l||!i||p.length>0)throw new m("Give a source and a target slug: memory link <source> <target> --label <label>.");let a=o(t,"label")??"relates-to",n=o(t,"reverse-label"),e=await c(d(),{source:l,target:i,label:a,...n===void 0?{}:{reverseLabel:n}});if(t.json)return b(s,e);s.out(`✓ Linked memories:
  ${e.source} --[${e.label}]--> ${e.target}
  ${e.target} --[${e.reverseLabel}]--> ${e.source}
`);let u=[a,n].filter(r=>r!==void 0&&r!==e.label&&r!==e.reverseLabel);for(let r of u)s.out(`  (label ${JSON.stringify(r)} written as ${r===a?e.label:e.reverseLabel})
`)}};export{h as command};
