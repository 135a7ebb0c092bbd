#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import"./chunk-XFHGK2UA.mjs";import{a as f}from"./chunk-MAFWBILP.mjs";import{a as l}from"./chunk-J4QATS6O.mjs";import"./chunk-N65S2ZHU.mjs";import"./chunk-F7ITIHGT.mjs";import{c as i}from"./chunk-SNL6Q3NW.mjs";import"./chunk-LZ53BTOZ.mjs";import"./chunk-GXRP6P7Q.mjs";import"./chunk-RWJSQWBG.mjs";import"./chunk-UB5Y4FDM.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-45RLACOQ.mjs";import"./chunk-4H5RLCA7.mjs";import"./chunk-CUFW35XM.mjs";import{a as c}from"./chunk-QB5MMPBE.mjs";import"./chunk-N3COVPHN.mjs";import"./chunk-BFFKI5PT.mjs";import"./chunk-6PCJGSP2.mjs";import"./chunk-NYC3YDUX.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-4FRL3VM5.mjs";import"./chunk-PWCRVPDT.mjs";import"./chunk-IPKNS5ZK.mjs";import"./chunk-DLTLMCVH.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-5QULY22S.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import{o as m}from"./chunk-6LUUS5EZ.mjs";import{a as t}from"./chunk-VLGG2NQA.mjs";var P={name:"delete",usage:`Usage: memory delete <slug> [--scope <scope>] [--force]

Deletes a memory file. Asks for confirmation on a terminal; elsewhere --force is required.`,options:{scope:{type:"string"},force:{type:"boolean",short:"f"}},async run({values:e,positionals:o},{io:r,context:p}){let[n,...d]=o;if(!n||d.length>0)throw new m("Give exactly one slug: memory delete <slug>.");let a=r.stdinIsTTY&&!e.json?g=>u(r,g):void 0,s=await l(p(),{slug:n,force:e.force===!0,...e.scope===void 0?{}:{scope:i(e.scope)}},a);if(e.json)return f(r,s);r.out(`✓ ${s.message}
  Edges removed: ${s.edgesRemoved}
  Scope: ${s.scope}
`)}};function u(e,o){let r=[`⚠ Delete memory: ${o.slug} [${o.scope}]`,"  This will remove:",`  - Memory file: ${o.filePath}`];return o.edges>0&&r.push(`  - ${c(o.edges,"graph edge")}`),o.hasEmbedding&&r.push("  - Embedding cache"),e.err(`${r.join(`
`)}

`),e.confirm("  Are you sure? (y/N): ")}t(u,"askToDelete");export{P as command};
