#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as u,c as y}from"./chunk-DUFRKK4J.mjs";import{c as O,d as f}from"./chunk-6BNIUO6J.mjs";import{a as g,c as b,d as $,e as E}from"./chunk-OACDHRX5.mjs";import{a as S}from"./chunk-MAFWBILP.mjs";import{a as p,b as M,g as j,h as D}from"./chunk-RZW52MK7.mjs";import"./chunk-5I5HFEPG.mjs";import"./chunk-A3XQTXRD.mjs";import"./chunk-AZNG6JDA.mjs";import"./chunk-2VVC3B6K.mjs";import"./chunk-KE6XR66P.mjs";import"./chunk-BW3TSIRT.mjs";import"./chunk-H5SOO7PE.mjs";import"./chunk-MCU7RD6X.mjs";import"./chunk-TCB537DA.mjs";import{d as k,f as w}from"./chunk-XCVS7Y7F.mjs";import{n as h}from"./chunk-CPUQ6CWQ.mjs";import{a as l}from"./chunk-VLGG2NQA.mjs";var H={name:"semantic",usage:`Usage: memory semantic <query> [options]

Semantic search: memories ranked by the cosine similarity of their Ollama
embeddings to the query's. Without Ollama it says how to enable it and falls
back to keyword search (exit 0).

Options:
  --threshold <0-1>      only memories at least this similar (default ${p})
  --scope <scope|all>    project | local | global | enterprise | all (default: all)
  --type <type>          only this type
  --tags <a,b>           only memories with any of these tags
  --limit <n>            at most n results (default 10)
  --format list|json     output format (--json is short for --format json)

Settings: OLLAMA_HOST (default 127.0.0.1:11434), MEMORY_EMBED_MODEL (default
embeddinggemma). A search embeds at most ${M} memories missing from the cache;
\`memory embed\` embeds them all. A query of "-" is read from stdin.`,options:{threshold:{type:"string"},scope:{type:"string"},type:{type:"string"},tags:{type:"string",multiple:!0},limit:{type:"string"},format:{type:"string"}},async run({values:e,positionals:r},{io:t,context:a}){let o=y(e,["list"],"list"),d=(r.length===1&&r[0]==="-"?await t.readStdin():r.join(" ")).replace(/\s+/g," ").trim();if(!d)throw new h('Give words to search for, e.g. memory semantic "auth problems".');let n={query:d},s=u(e,"threshold");s!==void 0&&(n.threshold=j(/^\s*(\d+(\.\d*)?|\.\d+)\s*$/.test(s)?Number(s):s)),e.scope!==void 0&&(n.scope=b(e.scope)),e.type!==void 0&&(n.type=g(e.type)),e.tags!==void 0&&(n.tags=$(e.tags.join(","))),e.limit!==void 0&&(n.limit=E(e.limit,"--limit"));let m=a(),i=await D(m,n),c=w(k(m.env).host);if(o==="json")return _(t,i.embeddings,c),S(t,i);t.out(I(i,c,n.threshold??p))}};function _(e,r,t){r&&(r.fallback&&e.err(`⚠ Semantic search unavailable: ${T(r,t)}; fell back to keyword search.
`),r.skipped&&e.err(`ℹ ${R(r.skipped)}
`))}l(_,"reportOnStderr");function R(e){return`${f(e,"memory is","memories are")} not embedded yet and were left out: run \`memory embed\` to embed them.`}l(R,"skippedNote");function T(e,r){let t=e.error;return!t||t.name==="OllamaUnavailableError"?t?.details?.disabled?"turned off (MEMORY_EMBEDDINGS=off)":`Ollama not running at ${r}`:t.name==="ModelNotFoundError"?`model "${e.model}" is not pulled in Ollama at ${r}`:t.message.replace(/^Embedding failed: /,"embedding failed: ").replace(/\.$/,"")}l(T,"reason");function q(e,r){let t=e.model??"embeddinggemma",a=[`⚠ Semantic search unavailable: ${T(e,r)}`,""],o=e.error?.name;return!o||o==="OllamaUnavailableError"&&!e.error?.details?.disabled?a.push("  To enable semantic search:","  1. Install Ollama: curl -fsSL https://ollama.com/install.sh | sh",`  2. Pull embedding model: ollama pull ${t}`,"  3. Start Ollama: ollama serve",""):o==="ModelNotFoundError"&&a.push("  To enable semantic search:",`  Pull embedding model: ollama pull ${t}`,"  (or set MEMORY_EMBED_MODEL to a model you have pulled)",""),a.push("  Falling back to keyword search...","",""),a.join(`
`)}l(q,"fallbackBlock");function I(e,r,t){let a=O(e.query,80),{embeddings:o}=e,d=o.fallback?q(o,r):"",n=o.skipped?`
ℹ ${R(o.skipped)}
`:"";if(e.results.length===0){let i=o.fallback?`No memories match "${a}". Try other words, or \`memory list\` to browse.
`:`No memories semantically similar to "${a}" (threshold ${t}). Try a lower --threshold, or \`memory search\` for keywords.
`;return`${d}${i}${n}`}let s=e.total>e.results.length?` (showing ${e.results.length}; use --limit for more)`:"",m=o.fallback?[`Found ${f(e.total,"memory","memories")} matching "${a}" (keyword search)${s}:`,""]:[`Found ${f(e.total,"memory","memories")} semantically similar to "${a}"${s}:`,""];return e.results.forEach((i,c)=>{m.push(`${c+1}. ${i.memory.slug} (${o.fallback?"score":"similarity"}: ${i.similarity.toFixed(2)})`),m.push(`   [${i.memory.type}] ${i.memory.title}`,"")}),`${d}${m.join(`
`)}${n}`}l(I,"renderSemantic");export{H as command,q as fallbackBlock,I as renderSemantic,_ as reportOnStderr};
