#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as l}from"./chunk-CYNZWHLI.mjs";import"./chunk-GLS75V6H.mjs";import"./chunk-F6FBYH55.mjs";import"./chunk-WYRQMUVM.mjs";import{a as f}from"./chunk-7ZSPSNZH.mjs";import"./chunk-UE4EWKOU.mjs";import"./chunk-OG6METZL.mjs";import"./chunk-VYCKV2CY.mjs";import"./chunk-5AU63V2N.mjs";import"./chunk-EQNKIZWJ.mjs";import"./chunk-QR4H5GRU.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-CCLL5TDI.mjs";import"./chunk-EFYVPFAA.mjs";import"./chunk-C7B4NZQ2.mjs";import"./chunk-BHNQOPAZ.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-HJBKDYDJ.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-B4BO3OYP.mjs";import"./chunk-AJWPA6IA.mjs";import"./chunk-BVR7ZHXD.mjs";import{c}from"./chunk-MIUQ7IWV.mjs";import"./chunk-DHDKNMEL.mjs";import"./chunk-3G7WMW4E.mjs";import"./chunk-VFPPQ5DX.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-5733G4L6.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-GTTKSI4A.mjs";import"./chunk-5ZHFFEEG.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-IHPE4AOD.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-YIIN53JG.mjs";import{o as i}from"./chunk-K2U4P4CV.mjs";import"./chunk-G4BNQJZK.mjs";import"./chunk-HAMLTSSM.mjs";import"./chunk-HGMQJ3PH.mjs";import{p as m}from"./chunk-PSXJPFSG.mjs";import{a as t}from"./chunk-VLGG2NQA.mjs";var P={name:"delete",usage:`Usage: memory delete <slug> [--scope <scope>] [--force]

Deletes a memory file. Asks for confirmation on a terminal; elsewhere --force is required.`,options:{scope:{type:"string"},force:{type:"boolean",short:"f"}},async run({values:e,positionals:o},{io:r,context:p}){let[n,...d]=o;if(!n||d.length>0)throw new m("Give exactly one slug: memory delete <slug>.");let a=r.stdinIsTTY&&!e.json?g=>u(r,g):void 0,s=await l(p(),{slug:n,force:e.force===!0,...e.scope===void 0?{}:{scope:c(e.scope)}},a);if(e.json)return f(r,s);r.out(`\u2713 ${s.message}
  Edges removed: ${s.edgesRemoved}
  Scope: ${s.scope}
`)}};function u(e,o){let r=[`\u26A0 Delete memory: ${o.slug} [${o.scope}]`,"  This will remove:",`  - Memory file: ${o.filePath}`];return o.edges>0&&r.push(`  - ${i(o.edges,"graph edge")}`),o.hasEmbedding&&r.push("  - Embedding cache"),e.err(`${r.join(`
`)}

`),e.confirm("  Are you sure? (y/N): ")}t(u,"askToDelete");export{P as command};
