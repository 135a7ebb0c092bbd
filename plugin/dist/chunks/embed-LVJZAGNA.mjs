#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as b}from"./chunk-JZGWD5PV.mjs";import{a as m,b as t}from"./chunk-QWJ3FAFM.mjs";import"./chunk-LXB5JBGQ.mjs";import{a as c}from"./chunk-7ZSPSNZH.mjs";import"./chunk-EWXQEWD2.mjs";import{f as l}from"./chunk-SEUEYDNW.mjs";import"./chunk-QI7AOMXS.mjs";import"./chunk-QHU26LBW.mjs";import"./chunk-NAXZYVFY.mjs";import"./chunk-CKEBWPCU.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-BEAEBU4Y.mjs";import"./chunk-UOVPYIZC.mjs";import"./chunk-CO7E3R4N.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-CLE7BPTM.mjs";import"./chunk-KHB7NMYU.mjs";import"./chunk-ESPXVXXQ.mjs";import"./chunk-2MS6PUN5.mjs";import"./chunk-D3ONPYUY.mjs";import{d as p}from"./chunk-I55I7B6K.mjs";import"./chunk-2TIKFHZH.mjs";import"./chunk-UURTMX2N.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-B7D26C5M.mjs";import"./chunk-VYBYBLGY.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-7EC4ZU4C.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-3QFSW6IX.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-APR6BMEE.mjs";import"./chunk-2NAVIQ7Z.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-G4BZTF4Q.mjs";import{q as i}from"./chunk-ON4FK65K.mjs";import"./chunk-VLGG2NQA.mjs";var F={name:"embed",usage:`Usage: memory embed [--scope <scope|all>] [--json]

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
