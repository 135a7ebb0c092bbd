#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import"./chunk-WYRQMUVM.mjs";import{a as f}from"./chunk-7ZSPSNZH.mjs";import{a as l}from"./chunk-MVSHDZJU.mjs";import"./chunk-3VEISGI7.mjs";import"./chunk-RGHB6VWL.mjs";import"./chunk-YQFRAFP6.mjs";import"./chunk-SH2XKKCI.mjs";import"./chunk-SL357WD7.mjs";import"./chunk-B4W3CZ3P.mjs";import"./chunk-GKOVFY5D.mjs";import"./chunk-RX6DQC7L.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-77DLY6HW.mjs";import"./chunk-Z2NYOGQO.mjs";import"./chunk-LGPTMRGY.mjs";import"./chunk-UKYHSVHH.mjs";import"./chunk-XHIKJMUY.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-XT2F2NPP.mjs";import"./chunk-AJWPA6IA.mjs";import"./chunk-QG5K6FT4.mjs";import{c}from"./chunk-XQNMP523.mjs";import"./chunk-K7EQUZV3.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-4YUE626Z.mjs";import"./chunk-H663KPMS.mjs";import"./chunk-PSV3OKGN.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-5B3D2XBU.mjs";import"./chunk-E2FJOYWV.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-DF236AEN.mjs";import"./chunk-ZTP3JMEW.mjs";import"./chunk-LFBGYORR.mjs";import{n as i}from"./chunk-J5WCEBEI.mjs";import"./chunk-WEYFQZWI.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-HGMQJ3PH.mjs";import{p as m}from"./chunk-PSXJPFSG.mjs";import{a as t}from"./chunk-VLGG2NQA.mjs";var P={name:"delete",usage:`Usage: memory delete <slug> [--scope <scope>] [--force]

Deletes a memory file. Asks for confirmation on a terminal; elsewhere --force is required.`,options:{scope:{type:"string"},force:{type:"boolean",short:"f"}},async run({values:e,positionals:o},{io:r,context:p}){let[n,...d]=o;if(!n||d.length>0)throw new m("Give exactly one slug: memory delete <slug>.");let a=r.stdinIsTTY&&!e.json?g=>u(r,g):void 0,s=await l(p(),{slug:n,force:e.force===!0,...e.scope===void 0?{}:{scope:c(e.scope)}},a);if(e.json)return f(r,s);r.out(`\u2713 ${s.message}
  Edges removed: ${s.edgesRemoved}
  Scope: ${s.scope}
`)}};function u(e,o){let r=[`\u26A0 Delete memory: ${o.slug} [${o.scope}]`,"  This will remove:",`  - Memory file: ${o.filePath}`];return o.edges>0&&r.push(`  - ${i(o.edges,"graph edge")}`),o.hasEmbedding&&r.push("  - Embedding cache"),e.err(`${r.join(`
`)}

`),e.confirm("  Are you sure? (y/N): ")}t(u,"askToDelete");export{P as command};
