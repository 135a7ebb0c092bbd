#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{d as f}from"./chunk-6BNIUO6J.mjs";import{a as c}from"./chunk-MAFWBILP.mjs";import{a as l}from"./chunk-W6I6B3WC.mjs";import"./chunk-V6AYP4LL.mjs";import"./chunk-KCNEOZ6J.mjs";import{c as i}from"./chunk-7ODMUU6Q.mjs";import"./chunk-5HRMFWYZ.mjs";import"./chunk-GHJSE3CH.mjs";import"./chunk-HTLYFDIN.mjs";import"./chunk-WBM4RI66.mjs";import"./chunk-CZZFUVXY.mjs";import"./chunk-X2BHRCGY.mjs";import"./chunk-5PSS77JG.mjs";import"./chunk-NKHWQB7I.mjs";import"./chunk-2UANZ62C.mjs";import"./chunk-LSWSUO6D.mjs";import"./chunk-KWYPIKFC.mjs";import"./chunk-UGNAIF5K.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-ALL4ZPWR.mjs";import{n as m}from"./chunk-UHTTBMNS.mjs";import{a as t}from"./chunk-VLGG2NQA.mjs";var P={name:"delete",usage:`Usage: memory delete <slug> [--scope <scope>] [--force]

Deletes a memory file. Asks for confirmation on a terminal; elsewhere --force is required.`,options:{scope:{type:"string"},force:{type:"boolean",short:"f"}},async run({values:e,positionals:o},{io:r,context:p}){let[n,...d]=o;if(!n||d.length>0)throw new m("Give exactly one slug: memory delete <slug>.");let a=r.stdinIsTTY&&!e.json?g=>u(r,g):void 0,s=await l(p(),{slug:n,force:e.force===!0,...e.scope===void 0?{}:{scope:i(e.scope)}},a);if(e.json)return c(r,s);r.out(`✓ ${s.message}
  Edges removed: ${s.edgesRemoved}
  Scope: ${s.scope}
`)}};function u(e,o){let r=[`⚠ Delete memory: ${o.slug} [${o.scope}]`,"  This will remove:",`  - Memory file: ${o.filePath}`];return o.edges>0&&r.push(`  - ${f(o.edges,"graph edge")}`),o.hasEmbedding&&r.push("  - Embedding cache"),e.err(`${r.join(`
`)}

`),e.confirm("  Are you sure? (y/N): ")}t(u,"askToDelete");export{P as command};
