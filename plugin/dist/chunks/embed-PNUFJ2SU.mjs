#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as h}from"./chunk-JZGWD5PV.mjs";import{a as c,b as l}from"./chunk-WOL4GY2E.mjs";import{f as p}from"./chunk-QC5IYJYO.mjs";import"./chunk-IVUUNPPG.mjs";import"./chunk-HGBO6YFU.mjs";import"./chunk-PDVTZ26Q.mjs";import"./chunk-BUCBML7D.mjs";import"./chunk-CXRAGD3G.mjs";import"./chunk-BRLXZZKP.mjs";import"./chunk-5FOYTZAE.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import{d as a}from"./chunk-5V2FFJOL.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-PAZ4DM2K.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-7FQAE74S.mjs";import"./chunk-VT75GNUE.mjs";import"./chunk-VTD22J3F.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-XW5RTNI7.mjs";import"./chunk-JSPDIRZS.mjs";import"./chunk-D6XGZHYI.mjs";import"./chunk-NYQSIKB4.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-7ISUP3MO.mjs";import"./chunk-7FZQGGKH.mjs";import"./chunk-MU7YC4H5.mjs";import"./chunk-WA4KJ5N2.mjs";import"./chunk-BYWMSXPF.mjs";import"./chunk-34UDZLXG.mjs";import"./chunk-U7GJJHSQ.mjs";import"./chunk-XLDGLFLO.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-TZVF3BXT.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-4JN4LNCU.mjs";import"./chunk-VXIM6GMA.mjs";import"./chunk-XS3B6OCC.mjs";import"./chunk-VDIJK45X.mjs";import"./chunk-5QULY22S.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-HGMQJ3PH.mjs";import{o as d}from"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";var T={name:"embed",usage:`Usage: memory embed [--scope <scope|all>] [--json]

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
