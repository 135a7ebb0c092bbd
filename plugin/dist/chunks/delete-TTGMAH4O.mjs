#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import"./chunk-WYRQMUVM.mjs";import{a as f}from"./chunk-7ZSPSNZH.mjs";import{a as l}from"./chunk-WOZPQSRR.mjs";import"./chunk-DV4FCFX4.mjs";import"./chunk-4DOFYYMY.mjs";import"./chunk-WBRY7ST2.mjs";import"./chunk-RXPYCNIA.mjs";import"./chunk-MRF2QBTX.mjs";import"./chunk-XSGNAFFH.mjs";import"./chunk-CK4MKMJW.mjs";import"./chunk-BNN4INES.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-SU5G3VQM.mjs";import"./chunk-ZBVODPCF.mjs";import"./chunk-NSJMIPQ6.mjs";import"./chunk-OMA2U7SB.mjs";import"./chunk-VSJ3NRYG.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-WLJXD6YX.mjs";import"./chunk-AJWPA6IA.mjs";import"./chunk-37OWHGQ3.mjs";import{c}from"./chunk-UVAQ2VDQ.mjs";import"./chunk-6EWIBSYG.mjs";import"./chunk-VFPPQ5DX.mjs";import"./chunk-4YUE626Z.mjs";import"./chunk-THHDFOYB.mjs";import"./chunk-PSV3OKGN.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-2CLPST6G.mjs";import"./chunk-BTXJZFJM.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-JJSYAR6P.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-JCJZDSRM.mjs";import{n as i}from"./chunk-7OBOMLAE.mjs";import"./chunk-F2R2AJ7T.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-HGMQJ3PH.mjs";import{p as m}from"./chunk-PSXJPFSG.mjs";import{a as t}from"./chunk-VLGG2NQA.mjs";var P={name:"delete",usage:`Usage: memory delete <slug> [--scope <scope>] [--force]

Deletes a memory file. Asks for confirmation on a terminal; elsewhere --force is required.`,options:{scope:{type:"string"},force:{type:"boolean",short:"f"}},async run({values:e,positionals:o},{io:r,context:p}){let[n,...d]=o;if(!n||d.length>0)throw new m("Give exactly one slug: memory delete <slug>.");let a=r.stdinIsTTY&&!e.json?g=>u(r,g):void 0,s=await l(p(),{slug:n,force:e.force===!0,...e.scope===void 0?{}:{scope:c(e.scope)}},a);if(e.json)return f(r,s);r.out(`\u2713 ${s.message}
  Edges removed: ${s.edgesRemoved}
  Scope: ${s.scope}
`)}};function u(e,o){let r=[`\u26A0 Delete memory: ${o.slug} [${o.scope}]`,"  This will remove:",`  - Memory file: ${o.filePath}`];return o.edges>0&&r.push(`  - ${i(o.edges,"graph edge")}`),o.hasEmbedding&&r.push("  - Embedding cache"),e.err(`${r.join(`
`)}

`),e.confirm("  Are you sure? (y/N): ")}t(u,"askToDelete");export{P as command};
