#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as l}from"./chunk-P6AOP2YK.mjs";import"./chunk-QHIWOCEU.mjs";import"./chunk-2K2SX735.mjs";import"./chunk-WYRQMUVM.mjs";import{a as f}from"./chunk-7ZSPSNZH.mjs";import"./chunk-4FMGKWYE.mjs";import"./chunk-LI7OQTFB.mjs";import"./chunk-5GMIN5GT.mjs";import"./chunk-YMHY7MJX.mjs";import"./chunk-7QKW6OSU.mjs";import"./chunk-4CKTDQIF.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-XBNZX3QC.mjs";import"./chunk-QBN6YMY4.mjs";import"./chunk-VOVTC43P.mjs";import"./chunk-AFXJOAIE.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-GSQU4KYC.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-UZX2TSYV.mjs";import"./chunk-C6VA5QXN.mjs";import"./chunk-YLPHWQYM.mjs";import"./chunk-LEG75HO3.mjs";import{c}from"./chunk-TIWQKFCN.mjs";import"./chunk-CQCVASBR.mjs";import"./chunk-QWCVKBOD.mjs";import"./chunk-2FIUEKK5.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-FQOIGEGN.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-DVHTUXU4.mjs";import"./chunk-NMDXLS3I.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-MUCINBJ2.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-Z6RU7HAS.mjs";import{q as i}from"./chunk-HIVLQUYZ.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-HGMQJ3PH.mjs";import{q as m}from"./chunk-EWTIBE6B.mjs";import{a as t}from"./chunk-VLGG2NQA.mjs";var P={name:"delete",usage:`Usage: memory delete <slug> [--scope <scope>] [--force]

Deletes a memory file. Asks for confirmation on a terminal; elsewhere --force is required.`,options:{scope:{type:"string"},force:{type:"boolean",short:"f"}},async run({values:e,positionals:o},{io:r,context:p}){let[n,...d]=o;if(!n||d.length>0)throw new m("Give exactly one slug: memory delete <slug>.");let a=r.stdinIsTTY&&!e.json?g=>u(r,g):void 0,s=await l(p(),{slug:n,force:e.force===!0,...e.scope===void 0?{}:{scope:c(e.scope)}},a);if(e.json)return f(r,s);r.out(`\u2713 ${s.message}
  Edges removed: ${s.edgesRemoved}
  Scope: ${s.scope}
`)}};function u(e,o){let r=[`\u26A0 Delete memory: ${o.slug} [${o.scope}]`,"  This will remove:",`  - Memory file: ${o.filePath}`];return o.edges>0&&r.push(`  - ${i(o.edges,"graph edge")}`),o.hasEmbedding&&r.push("  - Embedding cache"),e.err(`${r.join(`
`)}

`),e.confirm("  Are you sure? (y/N): ")}t(u,"askToDelete");export{P as command};
