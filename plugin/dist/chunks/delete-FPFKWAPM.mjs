#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as l}from"./chunk-OVZWANRJ.mjs";import"./chunk-2SSCSUZR.mjs";import"./chunk-IUWTI2CR.mjs";import"./chunk-WYRQMUVM.mjs";import{a as f}from"./chunk-7ZSPSNZH.mjs";import"./chunk-6IBVCW5J.mjs";import"./chunk-GTOIGTLH.mjs";import"./chunk-NH6GKKVB.mjs";import"./chunk-2LYIWTE5.mjs";import"./chunk-B3VKUVNA.mjs";import"./chunk-4VZWRWBL.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-WC2NOMJT.mjs";import"./chunk-K3ZSOHY5.mjs";import"./chunk-IFH2XEIY.mjs";import"./chunk-PPNZ3233.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-GNAP77BV.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-GSIQYLK2.mjs";import"./chunk-AJWPA6IA.mjs";import"./chunk-CJJIBLWO.mjs";import{c}from"./chunk-KOYQ7TUQ.mjs";import"./chunk-E6SQ7AVJ.mjs";import"./chunk-RJV6BLAY.mjs";import"./chunk-2FIUEKK5.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-5733G4L6.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-Q5CVOAU4.mjs";import"./chunk-NMDXLS3I.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-IHPE4AOD.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-CO6TQBVU.mjs";import{q as i}from"./chunk-ZUKWBFAI.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-HGMQJ3PH.mjs";import{p as m}from"./chunk-PSXJPFSG.mjs";import{a as t}from"./chunk-VLGG2NQA.mjs";var P={name:"delete",usage:`Usage: memory delete <slug> [--scope <scope>] [--force]

Deletes a memory file. Asks for confirmation on a terminal; elsewhere --force is required.`,options:{scope:{type:"string"},force:{type:"boolean",short:"f"}},async run({values:e,positionals:o},{io:r,context:p}){let[n,...d]=o;if(!n||d.length>0)throw new m("Give exactly one slug: memory delete <slug>.");let a=r.stdinIsTTY&&!e.json?g=>u(r,g):void 0,s=await l(p(),{slug:n,force:e.force===!0,...e.scope===void 0?{}:{scope:c(e.scope)}},a);if(e.json)return f(r,s);r.out(`\u2713 ${s.message}
  Edges removed: ${s.edgesRemoved}
  Scope: ${s.scope}
`)}};function u(e,o){let r=[`\u26A0 Delete memory: ${o.slug} [${o.scope}]`,"  This will remove:",`  - Memory file: ${o.filePath}`];return o.edges>0&&r.push(`  - ${i(o.edges,"graph edge")}`),o.hasEmbedding&&r.push("  - Embedding cache"),e.err(`${r.join(`
`)}

`),e.confirm("  Are you sure? (y/N): ")}t(u,"askToDelete");export{P as command};
