#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as l}from"./chunk-TXGJAEH3.mjs";import"./chunk-ODMOA7DT.mjs";import"./chunk-CP7LUD3T.mjs";import"./chunk-WYRQMUVM.mjs";import{a as f}from"./chunk-7ZSPSNZH.mjs";import"./chunk-HDXDHVR3.mjs";import"./chunk-LI7OQTFB.mjs";import"./chunk-Q6KPXYFH.mjs";import"./chunk-Z2GSG6V2.mjs";import"./chunk-EQC47D5B.mjs";import"./chunk-TL2FTWA3.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-U3BVSYRN.mjs";import"./chunk-6MID24GH.mjs";import"./chunk-27QZF6X4.mjs";import"./chunk-5NHR43TE.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-6CCJL5BA.mjs";import"./chunk-27YOIQM4.mjs";import"./chunk-PKUT2GFR.mjs";import"./chunk-YLPHWQYM.mjs";import"./chunk-KU5WO6QT.mjs";import{c}from"./chunk-FGH5RACT.mjs";import"./chunk-L3DQACFX.mjs";import"./chunk-ZX6U4MQJ.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-MIFX4ZCQ.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-IF5LXOV6.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-MUCINBJ2.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-G7EM37A7.mjs";import{q as i}from"./chunk-BV4PC74F.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-HGMQJ3PH.mjs";import{q as m}from"./chunk-EWTIBE6B.mjs";import{a as t}from"./chunk-VLGG2NQA.mjs";var P={name:"delete",usage:`Usage: memory delete <slug> [--scope <scope>] [--force]

Deletes a memory file. Asks for confirmation on a terminal; elsewhere --force is required.`,options:{scope:{type:"string"},force:{type:"boolean",short:"f"}},async run({values:e,positionals:o},{io:r,context:p}){let[n,...d]=o;if(!n||d.length>0)throw new m("Give exactly one slug: memory delete <slug>.");let a=r.stdinIsTTY&&!e.json?g=>u(r,g):void 0,s=await l(p(),{slug:n,force:e.force===!0,...e.scope===void 0?{}:{scope:c(e.scope)}},a);if(e.json)return f(r,s);r.out(`\u2713 ${s.message}
  Edges removed: ${s.edgesRemoved}
  Scope: ${s.scope}
`)}};function u(e,o){let r=[`\u26A0 Delete memory: ${o.slug} [${o.scope}]`,"  This will remove:",`  - Memory file: ${o.filePath}`];return o.edges>0&&r.push(`  - ${i(o.edges,"graph edge")}`),o.hasEmbedding&&r.push("  - Embedding cache"),e.err(`${r.join(`
`)}

`),e.confirm("  Are you sure? (y/N): ")}t(u,"askToDelete");export{P as command};
