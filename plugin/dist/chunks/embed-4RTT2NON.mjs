#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as b}from"./chunk-JZGWD5PV.mjs";import{a as m,b as t}from"./chunk-2IHJN46X.mjs";import"./chunk-ZGJ5DE7M.mjs";import{a as c}from"./chunk-7ZSPSNZH.mjs";import"./chunk-73BGBUU5.mjs";import{f as l}from"./chunk-GHS5VBQH.mjs";import"./chunk-ASCBA3ID.mjs";import"./chunk-EFAQWMVM.mjs";import"./chunk-FJP4M4QH.mjs";import"./chunk-SFCMQ3HV.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-FYRLOBDN.mjs";import"./chunk-X5KOBE27.mjs";import"./chunk-KIRGZJDS.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-JPUUTRV4.mjs";import"./chunk-MRHQX6HH.mjs";import"./chunk-HTSCPSRZ.mjs";import"./chunk-36ISVIVL.mjs";import"./chunk-QPNFYYSO.mjs";import{d as p}from"./chunk-TBMT5OMV.mjs";import"./chunk-JEQ4FJMP.mjs";import"./chunk-6PNSO34S.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-W46GCEXU.mjs";import"./chunk-NNLJH7KZ.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-WZRMHSQ6.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-CYZZATN7.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-4ZBGPTWA.mjs";import"./chunk-UYLU4WTV.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-G4BZTF4Q.mjs";import{q as i}from"./chunk-O4DGQW4R.mjs";import"./chunk-VLGG2NQA.mjs";var F={name:"embed",usage:`Usage: memory embed [--scope <scope|all>] [--json]

Fills the embedding cache (.index/embeddings/ of each scope) for semantic and
hybrid search: embeds every memory that is missing or stale (edited, or
embedded with another model) with Ollama, and drops entries of deleted
memories. Shows a progress bar on a terminal.

Settings: OLLAMA_HOST (default 127.0.0.1:11434), MEMORY_EMBED_MODEL (default
embeddinggemma). Fails with exit 4 when Ollama is not running or the model is
not pulled, and says how to fix it.`,options:{scope:{type:"string"}},async run({values:o,positionals:g},{io:r,context:h}){if(g.length>0)throw new i("memory embed takes no arguments; use --scope to pick a scope.");let d=h(),f=m(d),n=b(r.stdoutIsTTY&&!o.json&&!!process.stderr.isTTY),s=await t(d,o.scope===void 0?{}:{scope:p(o.scope)},(e,y,u)=>n.update(`embedding ${e}`,y,u),f).finally(()=>n.done());if(o.json)return c(r,s);let a=s.scopes.map(e=>`  ${e.scope}: ${e.embedded} embedded, ${e.fresh} up to date${e.removed?`, ${e.removed} removed`:""} in ${e.durationMs} ms`);r.out(`\u2713 ${s.message}
${a.join(`
`)}${a.length?`
`:""}  Ollama: ${l(s.host)}
`)}};export{F as command};
