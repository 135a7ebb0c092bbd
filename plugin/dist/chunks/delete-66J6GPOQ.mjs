#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as l}from"./chunk-S53P2EVY.mjs";import"./chunk-N6ZMEDNN.mjs";import"./chunk-LEIHM6JA.mjs";import"./chunk-WYRQMUVM.mjs";import{a as f}from"./chunk-7ZSPSNZH.mjs";import"./chunk-G5SOQJ3H.mjs";import"./chunk-E4VB7SLD.mjs";import"./chunk-MPF5KSNX.mjs";import"./chunk-C6CJPFTB.mjs";import"./chunk-ZBNMNOT4.mjs";import"./chunk-3JFRQUME.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-MA6KBS3S.mjs";import"./chunk-WMUCENJ2.mjs";import"./chunk-AEDIIVPC.mjs";import"./chunk-MTWIZ66C.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-KMYV4XTU.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-UZX2TSYV.mjs";import"./chunk-C6VA5QXN.mjs";import"./chunk-YLPHWQYM.mjs";import"./chunk-43GISRJR.mjs";import{c}from"./chunk-KCBHUBZT.mjs";import"./chunk-RAXLTZ3K.mjs";import"./chunk-H3CDRS6X.mjs";import"./chunk-2FIUEKK5.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-FQOIGEGN.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-EZBB7FTG.mjs";import"./chunk-NMDXLS3I.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-MUCINBJ2.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-FY7BZXFJ.mjs";import{q as i}from"./chunk-GLLXDGNM.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-HGMQJ3PH.mjs";import{q as m}from"./chunk-EWTIBE6B.mjs";import{a as t}from"./chunk-VLGG2NQA.mjs";var P={name:"delete",usage:`Usage: memory delete <slug> [--scope <scope>] [--force]

Deletes a memory file. Asks for confirmation on a terminal; elsewhere --force is required.`,options:{scope:{type:"string"},force:{type:"boolean",short:"f"}},async run({values:e,positionals:o},{io:r,context:p}){let[n,...d]=o;if(!n||d.length>0)throw new m("Give exactly one slug: memory delete <slug>.");let a=r.stdinIsTTY&&!e.json?g=>u(r,g):void 0,s=await l(p(),{slug:n,force:e.force===!0,...e.scope===void 0?{}:{scope:c(e.scope)}},a);if(e.json)return f(r,s);r.out(`\u2713 ${s.message}
  Edges removed: ${s.edgesRemoved}
  Scope: ${s.scope}
`)}};function u(e,o){let r=[`\u26A0 Delete memory: ${o.slug} [${o.scope}]`,"  This will remove:",`  - Memory file: ${o.filePath}`];return o.edges>0&&r.push(`  - ${i(o.edges,"graph edge")}`),o.hasEmbedding&&r.push("  - Embedding cache"),e.err(`${r.join(`
`)}

`),e.confirm("  Are you sure? (y/N): ")}t(u,"askToDelete");export{P as command};
