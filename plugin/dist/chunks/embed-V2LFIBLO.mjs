#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as h}from"./chunk-JZGWD5PV.mjs";import{a as c,b as l}from"./chunk-A7SBSFNL.mjs";import{f as p}from"./chunk-QC5IYJYO.mjs";import"./chunk-JMX7FN6Z.mjs";import"./chunk-XV4PJP3E.mjs";import"./chunk-VFLVZ42U.mjs";import"./chunk-BESDOLAK.mjs";import"./chunk-LH4CZ6JF.mjs";import"./chunk-VD7WT4YR.mjs";import"./chunk-5CMOENEK.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-UBQV3NO5.mjs";import"./chunk-QB5MMPBE.mjs";import{d as a}from"./chunk-USTYEH52.mjs";import"./chunk-7FQAE74S.mjs";import"./chunk-5A5GEZZY.mjs";import"./chunk-BANQOJJW.mjs";import"./chunk-WRK72J74.mjs";import"./chunk-MIYW2KFO.mjs";import"./chunk-AA5IAP55.mjs";import"./chunk-D6XGZHYI.mjs";import"./chunk-KLMN6IUR.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-X6OK6MUJ.mjs";import"./chunk-7FZQGGKH.mjs";import"./chunk-XMF4LERR.mjs";import"./chunk-WLFWOQ5L.mjs";import"./chunk-4TO45CQJ.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-32DS7XGM.mjs";import"./chunk-34UDZLXG.mjs";import"./chunk-U7GJJHSQ.mjs";import"./chunk-RDLFL55N.mjs";import"./chunk-TZVF3BXT.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-4JN4LNCU.mjs";import"./chunk-ISAZLUQO.mjs";import"./chunk-XS3B6OCC.mjs";import"./chunk-VDIJK45X.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-SXKWM6V3.mjs";import"./chunk-HGMQJ3PH.mjs";import{o as d}from"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";var T={name:"embed",usage:`Usage: memory embed [--scope <scope|all>] [--json]

Fills the embedding cache (.index/embeddings/ of each scope) for semantic and
hybrid search: embeds every memory that is missing or stale (edited, or
embedded with another model) with Ollama, and drops entries of deleted
memories. Shows a progress bar on a terminal.

Settings: OLLAMA_HOST (default 127.0.0.1:11434), MEMORY_EMBED_MODEL (default
embeddinggemma). Fails with exit 4 when Ollama is not running or the model is
not pulled, and says how to fix it.`,options:{scope:{type:"string"}},async run({values:o,positionals:g},{io:r,context:b}){if(g.length>0)throw new d("memory embed takes no arguments; use --scope to pick a scope.");let n=b(),f=c(n),t=h(r.stdoutIsTTY&&!o.json&&!!process.stderr.isTTY),s=await l(n,o.scope===void 0?{}:{scope:a(o.scope)},(e,u,y)=>t.update(`embedding ${e}`,u,y),f).finally(()=>t.done());if(o.json)return i(r,s);let m=s.scopes.map(e=>`  ${e.scope}: ${e.embedded} embedded, ${e.fresh} up to date${e.removed?`, ${e.removed} removed`:""} in ${e.durationMs} ms`);r.out(`\u2713 ${s.message}
${m.join(`
`)}${m.length?`
`:""}  Ollama: ${p(s.host)}
`)}};export{T as command};
