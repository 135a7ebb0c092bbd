#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as h}from"./chunk-JZGWD5PV.mjs";import{a as c,b as l}from"./chunk-3YM5WAY7.mjs";import"./chunk-KAO7VQOW.mjs";import{f as p}from"./chunk-4DOFYYMY.mjs";import{a as i}from"./chunk-7ZSPSNZH.mjs";import"./chunk-JNL5YDN5.mjs";import"./chunk-H3N4QEQQ.mjs";import"./chunk-FTYBRXKJ.mjs";import"./chunk-HYJ6JXA3.mjs";import"./chunk-62UPXWAQ.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-CQ7UVNIG.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-CQUPK44S.mjs";import{d as a}from"./chunk-NTGTSLNQ.mjs";import"./chunk-NG7P76JT.mjs";import"./chunk-PVZB6656.mjs";import"./chunk-MOHLSROD.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-S2I6DUSA.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-UU5NRW7D.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-AJWPA6IA.mjs";import"./chunk-KX56QUR2.mjs";import"./chunk-4YUE626Z.mjs";import"./chunk-4X5AFK2W.mjs";import"./chunk-2PDNMOQM.mjs";import"./chunk-PSV3OKGN.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-JJSYAR6P.mjs";import"./chunk-CFPHARAC.mjs";import"./chunk-5KIT55BP.mjs";import"./chunk-WEYFQZWI.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-MS2ZGZUU.mjs";import"./chunk-HGMQJ3PH.mjs";import{p as d}from"./chunk-PSXJPFSG.mjs";import"./chunk-VLGG2NQA.mjs";var T={name:"embed",usage:`Usage: memory embed [--scope <scope|all>] [--json]

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
