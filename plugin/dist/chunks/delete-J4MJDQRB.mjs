#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import"./chunk-WYRQMUVM.mjs";import{a as l}from"./chunk-ASZH3LIX.mjs";import"./chunk-4PQQRJSU.mjs";import"./chunk-4DOFYYMY.mjs";import{a as f}from"./chunk-7ZSPSNZH.mjs";import"./chunk-VKX2HUU5.mjs";import"./chunk-PXYU7GP5.mjs";import"./chunk-2KFC3PFN.mjs";import"./chunk-5MGLCZU4.mjs";import"./chunk-HYJ6JXA3.mjs";import"./chunk-62UPXWAQ.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-LZYHS3MT.mjs";import"./chunk-6E66MLM6.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-JGU7QNOU.mjs";import{c}from"./chunk-4XJNL6TP.mjs";import"./chunk-SIW2ENEQ.mjs";import"./chunk-PVZB6656.mjs";import"./chunk-MOHLSROD.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-OWWBS4BU.mjs";import"./chunk-QZUOSTGW.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-UU5NRW7D.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-AJWPA6IA.mjs";import"./chunk-EQNWMOIC.mjs";import"./chunk-4YUE626Z.mjs";import"./chunk-4X5AFK2W.mjs";import"./chunk-UGCIO4V6.mjs";import"./chunk-PSV3OKGN.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-JJSYAR6P.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-HTFD5VUA.mjs";import{n as i}from"./chunk-5KIT55BP.mjs";import"./chunk-F4S5IX3G.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-MS2ZGZUU.mjs";import{p as m}from"./chunk-PSXJPFSG.mjs";import{a as t}from"./chunk-VLGG2NQA.mjs";var P={name:"delete",usage:`Usage: memory delete <slug> [--scope <scope>] [--force]

Deletes a memory file. Asks for confirmation on a terminal; elsewhere --force is required.`,options:{scope:{type:"string"},force:{type:"boolean",short:"f"}},async run({values:e,positionals:o},{io:r,context:p}){let[n,...d]=o;if(!n||d.length>0)throw new m("Give exactly one slug: memory delete <slug>.");let a=r.stdinIsTTY&&!e.json?g=>u(r,g):void 0,s=await l(p(),{slug:n,force:e.force===!0,...e.scope===void 0?{}:{scope:c(e.scope)}},a);if(e.json)return f(r,s);r.out(`\u2713 ${s.message}
  Edges removed: ${s.edgesRemoved}
  Scope: ${s.scope}
`)}};function u(e,o){let r=[`\u26A0 Delete memory: ${o.slug} [${o.scope}]`,"  This will remove:",`  - Memory file: ${o.filePath}`];return o.edges>0&&r.push(`  - ${i(o.edges,"graph edge")}`),o.hasEmbedding&&r.push("  - Embedding cache"),e.err(`${r.join(`
`)}

`),e.confirm("  Are you sure? (y/N): ")}t(u,"askToDelete");export{P as command};
