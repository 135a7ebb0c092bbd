#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as h}from"./chunk-JZGWD5PV.mjs";import{a as c,b as l}from"./chunk-ZOYXU3V5.mjs";import"./chunk-YEY2OU5V.mjs";import{f as p}from"./chunk-YDJKW4CS.mjs";import{a as i}from"./chunk-7ZSPSNZH.mjs";import"./chunk-REYW5XB5.mjs";import"./chunk-OUTCZDJI.mjs";import"./chunk-ONH6UF7A.mjs";import"./chunk-HYJ6JXA3.mjs";import"./chunk-AQ5LS7QL.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-DIX2R56I.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-NDCQL4QQ.mjs";import{d as a}from"./chunk-T6JRIPX2.mjs";import"./chunk-T5L5T5ZN.mjs";import"./chunk-YH42HZFW.mjs";import"./chunk-MOHLSROD.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-WCTOJQ5E.mjs";import"./chunk-QZUOSTGW.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-6M5GIQRH.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-4NQN4DTY.mjs";import"./chunk-FUW7ZA26.mjs";import"./chunk-4X5AFK2W.mjs";import"./chunk-VRXIN6JF.mjs";import"./chunk-PSV3OKGN.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-DGQ3CMQN.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-JZXJDDLU.mjs";import"./chunk-K66WEYRP.mjs";import"./chunk-F4S5IX3G.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-MS2ZGZUU.mjs";import{p as d}from"./chunk-5ZHENJ72.mjs";import"./chunk-VLGG2NQA.mjs";var T={name:"embed",usage:`Usage: memory embed [--scope <scope|all>] [--json]

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
