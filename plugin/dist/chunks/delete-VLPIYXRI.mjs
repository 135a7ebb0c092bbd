#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as l}from"./chunk-24UJ6JJE.mjs";import"./chunk-ENFASBWQ.mjs";import"./chunk-LZWZB3JU.mjs";import"./chunk-WYRQMUVM.mjs";import{a as f}from"./chunk-7ZSPSNZH.mjs";import"./chunk-KDZR4MKL.mjs";import"./chunk-SEUEYDNW.mjs";import"./chunk-HOXXD35V.mjs";import"./chunk-WWDQFBQX.mjs";import"./chunk-UZP2PV2H.mjs";import"./chunk-CKEBWPCU.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-QTYZ6KUF.mjs";import"./chunk-A7FCHOQX.mjs";import"./chunk-QA32GAG2.mjs";import"./chunk-FYYO7LJJ.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-C6M5MWNG.mjs";import"./chunk-3QFCXPD2.mjs";import"./chunk-ESPXVXXQ.mjs";import"./chunk-2MS6PUN5.mjs";import"./chunk-MEAM6UPQ.mjs";import{c}from"./chunk-O3NDDZYE.mjs";import"./chunk-PV63X5LJ.mjs";import"./chunk-U7H5ODJ3.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-ZPPZBFKU.mjs";import"./chunk-NNLJH7KZ.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-7EC4ZU4C.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-3QFSW6IX.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-PEU7XQPK.mjs";import"./chunk-UYLU4WTV.mjs";import"./chunk-U3YKERXC.mjs";import{o as i}from"./chunk-G4BZTF4Q.mjs";import{q as m}from"./chunk-ON4FK65K.mjs";import{a as t}from"./chunk-VLGG2NQA.mjs";var P={name:"delete",usage:`Usage: memory delete <slug> [--scope <scope>] [--force]

Deletes a memory file. Asks for confirmation on a terminal; elsewhere --force is required.`,options:{scope:{type:"string"},force:{type:"boolean",short:"f"}},async run({values:e,positionals:o},{io:r,context:p}){let[n,...d]=o;if(!n||d.length>0)throw new m("Give exactly one slug: memory delete <slug>.");let a=r.stdinIsTTY&&!e.json?g=>u(r,g):void 0,s=await l(p(),{slug:n,force:e.force===!0,...e.scope===void 0?{}:{scope:c(e.scope)}},a);if(e.json)return f(r,s);r.out(`\u2713 ${s.message}
  Edges removed: ${s.edgesRemoved}
  Scope: ${s.scope}
`)}};function u(e,o){let r=[`\u26A0 Delete memory: ${o.slug} [${o.scope}]`,"  This will remove:",`  - Memory file: ${o.filePath}`];return o.edges>0&&r.push(`  - ${i(o.edges,"graph edge")}`),o.hasEmbedding&&r.push("  - Embedding cache"),e.err(`${r.join(`
`)}

`),e.confirm("  Are you sure? (y/N): ")}t(u,"askToDelete");export{P as command};
