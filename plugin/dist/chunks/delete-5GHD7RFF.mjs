#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as l}from"./chunk-XVODHUM3.mjs";import"./chunk-ZGJ5DE7M.mjs";import"./chunk-SMMVLNP4.mjs";import"./chunk-WYRQMUVM.mjs";import{a as f}from"./chunk-7ZSPSNZH.mjs";import"./chunk-73BGBUU5.mjs";import"./chunk-GHS5VBQH.mjs";import"./chunk-ASCBA3ID.mjs";import"./chunk-EFAQWMVM.mjs";import"./chunk-FJP4M4QH.mjs";import"./chunk-SFCMQ3HV.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-4PJBU5OW.mjs";import"./chunk-FYRLOBDN.mjs";import"./chunk-X5KOBE27.mjs";import"./chunk-KIRGZJDS.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-JPUUTRV4.mjs";import"./chunk-MRHQX6HH.mjs";import"./chunk-HTSCPSRZ.mjs";import"./chunk-36ISVIVL.mjs";import"./chunk-QPNFYYSO.mjs";import{c}from"./chunk-TBMT5OMV.mjs";import"./chunk-JEQ4FJMP.mjs";import"./chunk-6PNSO34S.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-W46GCEXU.mjs";import"./chunk-NNLJH7KZ.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-WZRMHSQ6.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-CYZZATN7.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-4ZBGPTWA.mjs";import"./chunk-UYLU4WTV.mjs";import"./chunk-U3YKERXC.mjs";import{o as i}from"./chunk-G4BZTF4Q.mjs";import{q as m}from"./chunk-O4DGQW4R.mjs";import{a as t}from"./chunk-VLGG2NQA.mjs";var P={name:"delete",usage:`Usage: memory delete <slug> [--scope <scope>] [--force]

Deletes a memory file. Asks for confirmation on a terminal; elsewhere --force is required.`,options:{scope:{type:"string"},force:{type:"boolean",short:"f"}},async run({values:e,positionals:o},{io:r,context:p}){let[n,...d]=o;if(!n||d.length>0)throw new m("Give exactly one slug: memory delete <slug>.");let a=r.stdinIsTTY&&!e.json?g=>u(r,g):void 0,s=await l(p(),{slug:n,force:e.force===!0,...e.scope===void 0?{}:{scope:c(e.scope)}},a);if(e.json)return f(r,s);r.out(`\u2713 ${s.message}
  Edges removed: ${s.edgesRemoved}
  Scope: ${s.scope}
`)}};function u(e,o){let r=[`\u26A0 Delete memory: ${o.slug} [${o.scope}]`,"  This will remove:",`  - Memory file: ${o.filePath}`];return o.edges>0&&r.push(`  - ${i(o.edges,"graph edge")}`),o.hasEmbedding&&r.push("  - Embedding cache"),e.err(`${r.join(`
`)}

`),e.confirm("  Are you sure? (y/N): ")}t(u,"askToDelete");export{P as command};
