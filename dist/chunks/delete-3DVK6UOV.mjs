#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import"./chunk-XFHGK2UA.mjs";import{a as f}from"./chunk-MAFWBILP.mjs";import{a as l}from"./chunk-SSNOAQI4.mjs";import"./chunk-BRYRMFGQ.mjs";import"./chunk-QRMUDQHP.mjs";import"./chunk-RUYYDYSG.mjs";import{c as i}from"./chunk-7ODMUU6Q.mjs";import"./chunk-Z75YFK2O.mjs";import"./chunk-5ZRLE522.mjs";import"./chunk-P3ULQ3HG.mjs";import"./chunk-YST5ZI64.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-CQKWVVO5.mjs";import{a as c}from"./chunk-QB5MMPBE.mjs";import"./chunk-KWVLM6DX.mjs";import"./chunk-4H5RLCA7.mjs";import"./chunk-N3COVPHN.mjs";import"./chunk-L43SH4VX.mjs";import"./chunk-4QWEPOTX.mjs";import"./chunk-K2YPJ5ES.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-JRY7LKVN.mjs";import"./chunk-T2IZ6IHE.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-PA7UMSCI.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import{n as m}from"./chunk-UHTTBMNS.mjs";import{a as t}from"./chunk-VLGG2NQA.mjs";var P={name:"delete",usage:`Usage: memory delete <slug> [--scope <scope>] [--force]

Deletes a memory file. Asks for confirmation on a terminal; elsewhere --force is required.`,options:{scope:{type:"string"},force:{type:"boolean",short:"f"}},async run({values:e,positionals:o},{io:r,context:p}){let[n,...d]=o;if(!n||d.length>0)throw new m("Give exactly one slug: memory delete <slug>.");let a=r.stdinIsTTY&&!e.json?g=>u(r,g):void 0,s=await l(p(),{slug:n,force:e.force===!0,...e.scope===void 0?{}:{scope:i(e.scope)}},a);if(e.json)return f(r,s);r.out(`✓ ${s.message}
  Edges removed: ${s.edgesRemoved}
  Scope: ${s.scope}
`)}};function u(e,o){let r=[`⚠ Delete memory: ${o.slug} [${o.scope}]`,"  This will remove:",`  - Memory file: ${o.filePath}`];return o.edges>0&&r.push(`  - ${c(o.edges,"graph edge")}`),o.hasEmbedding&&r.push("  - Embedding cache"),e.err(`${r.join(`
`)}

`),e.confirm("  Are you sure? (y/N): ")}t(u,"askToDelete");export{P as command};
