#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as l}from"./chunk-OOBCQQKI.mjs";import"./chunk-PIZ25ZC2.mjs";import"./chunk-BSSPUCFL.mjs";import"./chunk-WYRQMUVM.mjs";import{a as f}from"./chunk-7ZSPSNZH.mjs";import"./chunk-CU46LS25.mjs";import"./chunk-GHS5VBQH.mjs";import"./chunk-GZRE2RYK.mjs";import"./chunk-SDEMBNUJ.mjs";import"./chunk-WIPB4KF7.mjs";import"./chunk-PSV4KRFT.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-FEYU6RCG.mjs";import"./chunk-MWDLTW3W.mjs";import"./chunk-LMSJ6IE5.mjs";import"./chunk-4ZSQ25LR.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-UMT2J2NT.mjs";import"./chunk-3ULPYWUS.mjs";import"./chunk-HTSCPSRZ.mjs";import"./chunk-36ISVIVL.mjs";import"./chunk-YREGS4KT.mjs";import{c}from"./chunk-AX2QA6QC.mjs";import"./chunk-C2FK5QA2.mjs";import"./chunk-UERSCWMN.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-GRDQJYKE.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-KQOTA37I.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-M6P7DC2T.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-EAMADOJV.mjs";import{q as i}from"./chunk-ZHPXCCP4.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-HGMQJ3PH.mjs";import{q as m}from"./chunk-O4DGQW4R.mjs";import{a as t}from"./chunk-VLGG2NQA.mjs";var P={name:"delete",usage:`Usage: memory delete <slug> [--scope <scope>] [--force]

Deletes a memory file. Asks for confirmation on a terminal; elsewhere --force is required.`,options:{scope:{type:"string"},force:{type:"boolean",short:"f"}},async run({values:e,positionals:o},{io:r,context:p}){let[n,...d]=o;if(!n||d.length>0)throw new m("Give exactly one slug: memory delete <slug>.");let a=r.stdinIsTTY&&!e.json?g=>u(r,g):void 0,s=await l(p(),{slug:n,force:e.force===!0,...e.scope===void 0?{}:{scope:c(e.scope)}},a);if(e.json)return f(r,s);r.out(`\u2713 ${s.message}
  Edges removed: ${s.edgesRemoved}
  Scope: ${s.scope}
`)}};function u(e,o){let r=[`\u26A0 Delete memory: ${o.slug} [${o.scope}]`,"  This will remove:",`  - Memory file: ${o.filePath}`];return o.edges>0&&r.push(`  - ${i(o.edges,"graph edge")}`),o.hasEmbedding&&r.push("  - Embedding cache"),e.err(`${r.join(`
`)}

`),e.confirm("  Are you sure? (y/N): ")}t(u,"askToDelete");export{P as command};
