#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import"./chunk-XFHGK2UA.mjs";import{a as f}from"./chunk-MAFWBILP.mjs";import{a as l}from"./chunk-ZQ7EGCZQ.mjs";import"./chunk-TUH33CWA.mjs";import"./chunk-UTPXAJEH.mjs";import{c as i}from"./chunk-7QDHGP54.mjs";import"./chunk-23ZC6QRL.mjs";import"./chunk-PMMKWT5H.mjs";import"./chunk-VDQ2L6SS.mjs";import"./chunk-3XJGDSGN.mjs";import"./chunk-DSUQTHWI.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-Q62KIKJR.mjs";import"./chunk-4H5RLCA7.mjs";import"./chunk-4OZA4NVT.mjs";import{a as c}from"./chunk-QB5MMPBE.mjs";import"./chunk-ATUJLAYW.mjs";import"./chunk-XWHTRLDD.mjs";import"./chunk-I3QCHLWM.mjs";import"./chunk-GGGZDP6I.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-4FRL3VM5.mjs";import"./chunk-KAYV3SWC.mjs";import"./chunk-VNGJVLV5.mjs";import"./chunk-T6T4A6V4.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-MU7YC4H5.mjs";import"./chunk-5QULY22S.mjs";import"./chunk-WA4KJ5N2.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-HGMQJ3PH.mjs";import{o as m}from"./chunk-6LUUS5EZ.mjs";import{a as t}from"./chunk-VLGG2NQA.mjs";var P={name:"delete",usage:`Usage: memory delete <slug> [--scope <scope>] [--force]

Deletes a memory file. Asks for confirmation on a terminal; elsewhere --force is required.`,options:{scope:{type:"string"},force:{type:"boolean",short:"f"}},async run({values:e,positionals:o},{io:r,context:p}){let[n,...d]=o;if(!n||d.length>0)throw new m("Give exactly one slug: memory delete <slug>.");let a=r.stdinIsTTY&&!e.json?g=>u(r,g):void 0,s=await l(p(),{slug:n,force:e.force===!0,...e.scope===void 0?{}:{scope:i(e.scope)}},a);if(e.json)return f(r,s);r.out(`✓ ${s.message}
  Edges removed: ${s.edgesRemoved}
  Scope: ${s.scope}
`)}};function u(e,o){let r=[`⚠ Delete memory: ${o.slug} [${o.scope}]`,"  This will remove:",`  - Memory file: ${o.filePath}`];return o.edges>0&&r.push(`  - ${c(o.edges,"graph edge")}`),o.hasEmbedding&&r.push("  - Embedding cache"),e.err(`${r.join(`
`)}

`),e.confirm("  Are you sure? (y/N): ")}t(u,"askToDelete");export{P as command};
