#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as l}from"./chunk-DJM6ZCPV.mjs";import"./chunk-L33JSIY3.mjs";import"./chunk-BJEKEKZP.mjs";import"./chunk-WYRQMUVM.mjs";import{a as f}from"./chunk-7ZSPSNZH.mjs";import"./chunk-C7DDB4UQ.mjs";import"./chunk-GHS5VBQH.mjs";import"./chunk-NQKPINRC.mjs";import"./chunk-LDMXOPYK.mjs";import"./chunk-4WKQQ5A5.mjs";import"./chunk-PLUWKUTS.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-C5MIAAVI.mjs";import"./chunk-I3U53H3W.mjs";import"./chunk-Y46ZZHBG.mjs";import"./chunk-CODE7LRD.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-KGPUPMTQ.mjs";import"./chunk-QKGJDW43.mjs";import"./chunk-HTSCPSRZ.mjs";import"./chunk-36ISVIVL.mjs";import"./chunk-ZBID3UPT.mjs";import{c}from"./chunk-272CI2QS.mjs";import"./chunk-ACQR3TSQ.mjs";import"./chunk-LVRAMPDQ.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-GRDQJYKE.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-DF3V3TT2.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-M6P7DC2T.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-N63JFVUP.mjs";import{q as i}from"./chunk-BV4PC74F.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-HGMQJ3PH.mjs";import{q as m}from"./chunk-O4DGQW4R.mjs";import{a as t}from"./chunk-VLGG2NQA.mjs";var P={name:"delete",usage:`Usage: memory delete <slug> [--scope <scope>] [--force]

Deletes a memory file. Asks for confirmation on a terminal; elsewhere --force is required.`,options:{scope:{type:"string"},force:{type:"boolean",short:"f"}},async run({values:e,positionals:o},{io:r,context:p}){let[n,...d]=o;if(!n||d.length>0)throw new m("Give exactly one slug: memory delete <slug>.");let a=r.stdinIsTTY&&!e.json?g=>u(r,g):void 0,s=await l(p(),{slug:n,force:e.force===!0,...e.scope===void 0?{}:{scope:c(e.scope)}},a);if(e.json)return f(r,s);r.out(`\u2713 ${s.message}
  Edges removed: ${s.edgesRemoved}
  Scope: ${s.scope}
`)}};function u(e,o){let r=[`\u26A0 Delete memory: ${o.slug} [${o.scope}]`,"  This will remove:",`  - Memory file: ${o.filePath}`];return o.edges>0&&r.push(`  - ${i(o.edges,"graph edge")}`),o.hasEmbedding&&r.push("  - Embedding cache"),e.err(`${r.join(`
`)}

`),e.confirm("  Are you sure? (y/N): ")}t(u,"askToDelete");export{P as command};
