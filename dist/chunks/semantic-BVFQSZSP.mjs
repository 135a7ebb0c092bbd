#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as p,b as _,g as j,h as A}from"./chunk-GENEO3S5.mjs";import"./chunk-4MEDPVCC.mjs";import"./chunk-ENAFLIBB.mjs";import"./chunk-CGPPHMKP.mjs";import"./chunk-3KQ6MQLF.mjs";import"./chunk-6XIJEOQ7.mjs";import"./chunk-W4XY3EGZ.mjs";import"./chunk-M2J2RWPA.mjs";import{d as T,f as R}from"./chunk-FAKCGHUO.mjs";import"./chunk-QEO2FNPK.mjs";import"./chunk-TMWMLHCB.mjs";import"./chunk-FGD55OQY.mjs";import"./chunk-M66GOCKU.mjs";import{c as w}from"./chunk-XFHGK2UA.mjs";import{a as f}from"./chunk-QB5MMPBE.mjs";import{b as u,c as y,d as g,e as b,f as $}from"./chunk-FH472LVS.mjs";import{a as M}from"./chunk-MAFWBILP.mjs";import{b as E,d as O,e as S,f as k}from"./chunk-H5IPEQBQ.mjs";import"./chunk-6XBD6LCY.mjs";import"./chunk-HHZGN6XH.mjs";import"./chunk-ORTFXDUK.mjs";import"./chunk-RAQZBZZW.mjs";import"./chunk-4DJ3HHNK.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-6CW5DM5V.mjs";import"./chunk-BIIEZGQA.mjs";import"./chunk-O2IL6WOL.mjs";import"./chunk-ZTKXFF6Q.mjs";import"./chunk-KUI7M5GY.mjs";import"./chunk-V6SHS4FV.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-MU7YC4H5.mjs";import"./chunk-WA4KJ5N2.mjs";import"./chunk-NRUA24EI.mjs";import"./chunk-4H5RLCA7.mjs";import"./chunk-U7GJJHSQ.mjs";import"./chunk-7YP4MJ56.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-PA7UMSCI.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-WHRV6M5Y.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-YDUEG7HK.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-L2BQ6WSW.mjs";import"./chunk-HGMQJ3PH.mjs";import{n as h}from"./chunk-UHTTBMNS.mjs";import{a as l}from"./chunk-VLGG2NQA.mjs";var G={name:"semantic",usage:`Usage: memory semantic <query> [options]

Semantic search: memories ranked by the cosine similarity of their Ollama
embeddings to the query's. Without Ollama it says how to enable it and falls
back to keyword search (exit 0).

Options:
  --threshold <0-1>      only memories at least this similar (default ${p})
  --scope <scope|all>    project | local | global | enterprise | all (default: all)
  --type <type>          only this type
  --tags <a,b>           only memories with any of these tags
  --limit <n>            at most n results (default 10)
${b}
  --format list|json     output format (--json is short for --format json)

Settings: OLLAMA_HOST (default 127.0.0.1:11434), MEMORY_EMBED_MODEL (default
embeddinggemma). A search embeds at most ${_} memories missing from the cache;
\`memory embed\` embeds them all. A query of "-" is read from stdin.`,options:{...g,threshold:{type:"string"},scope:{type:"string"},type:{type:"string"},tags:{type:"string",multiple:!0},limit:{type:"string"},format:{type:"string"}},async run({values:e,positionals:r},{io:t,context:a}){let o=y(e,["list"],"list"),d=(r.length===1&&r[0]==="-"?await t.readStdin():r.join(" ")).replace(/\s+/g," ").trim();if(!d)throw new h('Give words to search for, e.g. memory semantic "auth problems".');let n={query:d,...$(e)},s=u(e,"threshold");s!==void 0&&(n.threshold=j(/^\s*(\d+(\.\d*)?|\.\d+)\s*$/.test(s)?Number(s):s)),e.scope!==void 0&&(n.scope=O(e.scope)),e.type!==void 0&&(n.type=E(e.type)),e.tags!==void 0&&(n.tags=S(e.tags.join(","))),e.limit!==void 0&&(n.limit=k(e.limit,"--limit"));let m=a(),i=await A(m,n),c=R(T(m.env).host);if(o==="json")return q(t,i.embeddings,c),M(t,i);t.out(F(i,c,n.threshold??p))}};function q(e,r,t){r&&(r.fallback&&e.err(`⚠ Semantic search unavailable: ${I(r,t)}; fell back to keyword search.
`),r.skipped&&e.err(`ℹ ${D(r.skipped)}
`))}l(q,"reportOnStderr");function D(e){return`${f(e,"memory is","memories are")} not embedded yet and were left out: run \`memory embed\` to embed them.`}l(D,"skippedNote");function I(e,r){let t=e.error;return!t||t.name==="OllamaUnavailableError"?t?.details?.disabled?"turned off (MEMORY_EMBEDDINGS=off)":`Ollama not running at ${r}`:t.name==="ModelNotFoundError"?`model "${e.model}" is not pulled in Ollama at ${r}`:t.message.replace(/^Embedding failed: /,"embedding failed: ").replace(/\.$/,"")}l(I,"reason");function L(e,r){let t=e.model??"embeddinggemma",a=[`⚠ Semantic search unavailable: ${I(e,r)}`,""],o=e.error?.name;return!o||o==="OllamaUnavailableError"&&!e.error?.details?.disabled?a.push("  To enable semantic search:","  1. Install Ollama: curl -fsSL https://ollama.com/install.sh | sh",`  2. Pull embedding model: ollama pull ${t}`,"  3. Start Ollama: ollama serve",""):o==="ModelNotFoundError"&&a.push("  To enable semantic search:",`  Pull embedding model: ollama pull ${t}`,"  (or set MEMORY_EMBED_MODEL to a model you have pulled)",""),a.push("  Falling back to keyword search...","",""),a.join(`
`)}l(L,"fallbackBlock");function F(e,r,t){let a=w(e.query,80),{embeddings:o}=e,d=o.fallback?L(o,r):"",n=o.skipped?`
ℹ ${D(o.skipped)}
`:"";if(e.results.length===0){let i=o.fallback?`No memories match "${a}". Try other words, or \`memory list\` to browse.
`:`No memories semantically similar to "${a}" (threshold ${t}). Try a lower --threshold, or \`memory search\` for keywords.
`;return`${d}${i}${n}`}let s=e.total>e.results.length?` (showing ${e.results.length}; use --limit for more)`:"",m=o.fallback?[`Found ${f(e.total,"memory","memories")} matching "${a}" (keyword search)${s}:`,""]:[`Found ${f(e.total,"memory","memories")} semantically similar to "${a}"${s}:`,""];return e.results.forEach((i,c)=>{m.push(`${c+1}. ${i.memory.slug} (${o.fallback?"score":"similarity"}: ${i.similarity.toFixed(2)})`),m.push(`   [${i.memory.type}] ${i.memory.title}`,"")}),`${d}${m.join(`
`)}${n}`}l(F,"renderSemantic");export{G as command,L as fallbackBlock,F as renderSemantic,q as reportOnStderr};
