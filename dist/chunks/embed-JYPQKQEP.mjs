#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as h}from"./chunk-NTYLGJZ6.mjs";import{a as c,b as l}from"./chunk-6K6MXJPP.mjs";import"./chunk-3WBUE6ZG.mjs";import"./chunk-YEITTDY5.mjs";import"./chunk-YSDV4FYD.mjs";import{f as p}from"./chunk-G73R5GYV.mjs";import"./chunk-XXZ6XGAD.mjs";import"./chunk-3GQ4GK2M.mjs";import"./chunk-7SEXPJUI.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import{d as a}from"./chunk-7QDHGP54.mjs";import"./chunk-OK67RK6U.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-ORTFXDUK.mjs";import"./chunk-UAP3R2CY.mjs";import"./chunk-AEK63K4P.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-YUKCRWBZ.mjs";import"./chunk-BIIEZGQA.mjs";import"./chunk-LQ54DWIM.mjs";import"./chunk-VP543VXJ.mjs";import"./chunk-4N6XWSW3.mjs";import"./chunk-T6T4A6V4.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-MU7YC4H5.mjs";import"./chunk-WA4KJ5N2.mjs";import"./chunk-WTEBWXHL.mjs";import"./chunk-4H5RLCA7.mjs";import"./chunk-KZIZK7QA.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-LOZMMFQY.mjs";import"./chunk-5QULY22S.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-WPS7JFAN.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-4FRL3VM5.mjs";import"./chunk-GNQOMWDU.mjs";import"./chunk-RKEOOUBS.mjs";import"./chunk-VDIJK45X.mjs";import"./chunk-HGMQJ3PH.mjs";import{o as d}from"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";var T={name:"embed",usage:`Usage: memory embed [--scope <scope|all>] [--json]

Fills the embedding cache (.index/embeddings/ of each scope) for semantic and
hybrid search: embeds every memory that is missing or stale (edited, or
embedded with another model) with Ollama, and drops entries of deleted
memories. Shows a progress bar on a terminal.

Settings: OLLAMA_HOST (default 127.0.0.1:11434), MEMORY_EMBED_MODEL (default
embeddinggemma). Fails with exit 4 when Ollama is not running or the model is
not pulled, and says how to fix it.`,options:{scope:{type:"string"}},async run({values:o,positionals:g},{io:r,context:b}){if(g.length>0)throw new d("memory embed takes no arguments; use --scope to pick a scope.");let n=b(),f=c(n),t=h(r.stdoutIsTTY&&!o.json&&!!process.stderr.isTTY),s=await l(n,o.scope===void 0?{}:{scope:a(o.scope)},(e,u,y)=>t.update(`embedding ${e}`,u,y),f).finally(()=>t.done());if(o.json)return i(r,s);let m=s.scopes.map(e=>`  ${e.scope}: ${e.embedded} embedded, ${e.fresh} up to date${e.removed?`, ${e.removed} removed`:""} in ${e.durationMs} ms`);r.out(`✓ ${s.message}
${m.join(`
`)}${m.length?`
`:""}  Ollama: ${p(s.host)}
`)}};export{T as command};
