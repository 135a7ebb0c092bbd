#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as l}from"./chunk-4AVKY57R.mjs";import"./chunk-LXB5JBGQ.mjs";import"./chunk-ISHZTVNU.mjs";import"./chunk-WYRQMUVM.mjs";import{a as f}from"./chunk-7ZSPSNZH.mjs";import"./chunk-EWXQEWD2.mjs";import"./chunk-SEUEYDNW.mjs";import"./chunk-QI7AOMXS.mjs";import"./chunk-QHU26LBW.mjs";import"./chunk-NAXZYVFY.mjs";import"./chunk-CKEBWPCU.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-DS3GKHC3.mjs";import"./chunk-BEAEBU4Y.mjs";import"./chunk-UOVPYIZC.mjs";import"./chunk-CO7E3R4N.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-CLE7BPTM.mjs";import"./chunk-KHB7NMYU.mjs";import"./chunk-ESPXVXXQ.mjs";import"./chunk-2MS6PUN5.mjs";import"./chunk-D3ONPYUY.mjs";import{c}from"./chunk-I55I7B6K.mjs";import"./chunk-2TIKFHZH.mjs";import"./chunk-UURTMX2N.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-B7D26C5M.mjs";import"./chunk-VYBYBLGY.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-7EC4ZU4C.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-3QFSW6IX.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-APR6BMEE.mjs";import"./chunk-2NAVIQ7Z.mjs";import"./chunk-U3YKERXC.mjs";import{o as i}from"./chunk-G4BZTF4Q.mjs";import{q as m}from"./chunk-ON4FK65K.mjs";import{a as t}from"./chunk-VLGG2NQA.mjs";var P={name:"delete",usage:`Usage: memory delete <slug> [--scope <scope>] [--force]

Deletes a memory file. Asks for confirmation on a terminal; elsewhere --force is required.`,options:{scope:{type:"string"},force:{type:"boolean",short:"f"}},async run({values:e,positionals:o},{io:r,context:p}){let[n,...d]=o;if(!n||d.length>0)throw new m("Give exactly one slug: memory delete <slug>.");let a=r.stdinIsTTY&&!e.json?g=>u(r,g):void 0,s=await l(p(),{slug:n,force:e.force===!0,...e.scope===void 0?{}:{scope:c(e.scope)}},a);if(e.json)return f(r,s);r.out(`\u2713 ${s.message}
  Edges removed: ${s.edgesRemoved}
  Scope: ${s.scope}
`)}};function u(e,o){let r=[`\u26A0 Delete memory: ${o.slug} [${o.scope}]`,"  This will remove:",`  - Memory file: ${o.filePath}`];return o.edges>0&&r.push(`  - ${i(o.edges,"graph edge")}`),o.hasEmbedding&&r.push("  - Embedding cache"),e.err(`${r.join(`
`)}

`),e.confirm("  Are you sure? (y/N): ")}t(u,"askToDelete");export{P as command};
