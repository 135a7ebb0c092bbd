#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import"./chunk-WYRQMUVM.mjs";import{a as l}from"./chunk-XMEQS5IS.mjs";import"./chunk-YEY2OU5V.mjs";import"./chunk-YDJKW4CS.mjs";import{a as f}from"./chunk-7ZSPSNZH.mjs";import"./chunk-UECXMH3B.mjs";import"./chunk-REYW5XB5.mjs";import"./chunk-OUTCZDJI.mjs";import"./chunk-ONH6UF7A.mjs";import"./chunk-HYJ6JXA3.mjs";import"./chunk-AQ5LS7QL.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-MK3S4E4F.mjs";import"./chunk-DIX2R56I.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-NDCQL4QQ.mjs";import{c}from"./chunk-T6JRIPX2.mjs";import"./chunk-T5L5T5ZN.mjs";import"./chunk-YH42HZFW.mjs";import"./chunk-MOHLSROD.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-WCTOJQ5E.mjs";import"./chunk-QZUOSTGW.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-6M5GIQRH.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-4NQN4DTY.mjs";import"./chunk-FUW7ZA26.mjs";import"./chunk-4X5AFK2W.mjs";import"./chunk-VRXIN6JF.mjs";import"./chunk-PSV3OKGN.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-DGQ3CMQN.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-JZXJDDLU.mjs";import{c as i}from"./chunk-K66WEYRP.mjs";import"./chunk-F4S5IX3G.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-MS2ZGZUU.mjs";import{p as m}from"./chunk-5ZHENJ72.mjs";import{a as t}from"./chunk-VLGG2NQA.mjs";var P={name:"delete",usage:`Usage: memory delete <slug> [--scope <scope>] [--force]

Deletes a memory file. Asks for confirmation on a terminal; elsewhere --force is required.`,options:{scope:{type:"string"},force:{type:"boolean",short:"f"}},async run({values:e,positionals:o},{io:r,context:p}){let[n,...d]=o;if(!n||d.length>0)throw new m("Give exactly one slug: memory delete <slug>.");let a=r.stdinIsTTY&&!e.json?g=>u(r,g):void 0,s=await l(p(),{slug:n,force:e.force===!0,...e.scope===void 0?{}:{scope:c(e.scope)}},a);if(e.json)return f(r,s);r.out(`\u2713 ${s.message}
  Edges removed: ${s.edgesRemoved}
  Scope: ${s.scope}
`)}};function u(e,o){let r=[`\u26A0 Delete memory: ${o.slug} [${o.scope}]`,"  This will remove:",`  - Memory file: ${o.filePath}`];return o.edges>0&&r.push(`  - ${i(o.edges,"graph edge")}`),o.hasEmbedding&&r.push("  - Embedding cache"),e.err(`${r.join(`
`)}

`),e.confirm("  Are you sure? (y/N): ")}t(u,"askToDelete");export{P as command};
