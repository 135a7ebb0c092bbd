#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as q}from"./chunk-2N6I3DHM.mjs";import"./chunk-ZIZ3SIEX.mjs";import"./chunk-33XZG62W.mjs";import"./chunk-LXB5JBGQ.mjs";import{c as k}from"./chunk-WYRQMUVM.mjs";import{c as g,d as l,e as u,f as w}from"./chunk-6DDDFCJB.mjs";import{a as j}from"./chunk-7ZSPSNZH.mjs";import"./chunk-DNRHNK2U.mjs";import"./chunk-EWXQEWD2.mjs";import"./chunk-L74AU37X.mjs";import"./chunk-SEUEYDNW.mjs";import"./chunk-SJCM4T2Q.mjs";import"./chunk-QI7AOMXS.mjs";import"./chunk-QHU26LBW.mjs";import"./chunk-NAXZYVFY.mjs";import"./chunk-CKEBWPCU.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-BEAEBU4Y.mjs";import"./chunk-IVCNNNOV.mjs";import{d as h}from"./chunk-2R5GVUNB.mjs";import"./chunk-UOVPYIZC.mjs";import"./chunk-CO7E3R4N.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-CLE7BPTM.mjs";import"./chunk-KDFQAFRC.mjs";import"./chunk-KHB7NMYU.mjs";import"./chunk-ESPXVXXQ.mjs";import"./chunk-2MS6PUN5.mjs";import"./chunk-D3ONPYUY.mjs";import{b,d as S,e as M,f as $}from"./chunk-I55I7B6K.mjs";import"./chunk-2TIKFHZH.mjs";import"./chunk-UURTMX2N.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-B7D26C5M.mjs";import"./chunk-VYBYBLGY.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-7EC4ZU4C.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-3QFSW6IX.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-APR6BMEE.mjs";import"./chunk-2NAVIQ7Z.mjs";import"./chunk-U3YKERXC.mjs";import{o as y,s as p,t as f}from"./chunk-G4BZTF4Q.mjs";import{q as c}from"./chunk-ON4FK65K.mjs";import{a as d}from"./chunk-VLGG2NQA.mjs";var I={name:"search",usage:`Usage: memory search <query> [options]

Keyword search (BM25) over titles, tags and bodies of every available scope;
hybrid (keyword + embeddings, reciprocal rank fusion) once an embedding cache
exists (see \`memory embed\`).

Options:
  --scope <scope|all>    project | local | global | enterprise | auto | all (default: all)
                         (auto: Claude Code's own memory of the project, read-only)
  --type <type>          only this type
  --tags <a,b>           only memories with any of these tags
  --limit <n>            at most n results (default 10)
  --mode <mode>          keyword | semantic | hybrid (default: hybrid when embeddings
                         are in use, else keyword)
${u}
  --format list|json     output format (--json is short for --format json)

A query of "-" is read from stdin.`,options:{...l,scope:{type:"string"},type:{type:"string"},tags:{type:"string",multiple:!0},limit:{type:"string"},format:{type:"string"},mode:{type:"string"}},async run({values:e,positionals:i},{io:s,context:r}){let o=g(e,["list"],"list"),n=(i.length===1&&i[0]==="-"?await s.readStdin():i.join(" ")).replace(/\s+/g," ").trim();if(!n)throw new c('Give words to search for, e.g. memory search "token refresh".');let t={query:n,...w(e)};e.scope!==void 0&&(t.scope=S(e.scope)),e.type!==void 0&&(t.type=b(e.type)),e.tags!==void 0&&(t.tags=M(e.tags.join(","))),e.limit!==void 0&&(t.limit=$(e.limit,"--limit")),e.mode!==void 0&&(t.mode=A(e.mode));let m=r(),a=await q(m,t);if(a.embeddings){let{reportOnStderr:O}=await import("./semantic-ECL6YERL.mjs"),{displayHost:T,embeddingSettings:E}=await import("./ollama-client-BEFKOOON.mjs");O(s,a.embeddings,T(E(m.settings).host))}if(o==="json")return j(s,a);s.out(R(a))}};function A(e){if(e==="keyword"||e==="semantic"||e==="hybrid")return e;throw new c(`Unknown --mode ${JSON.stringify(e)}: use keyword, semantic or hybrid.`)}d(A,"parseMode");function R(e){let i=k(p(e.query,Number.MAX_SAFE_INTEGER),80);if(e.results.length===0)return`No memories match "${i}". Try other words, or \`memory list\` to browse.
`;let s=e.total>e.results.length?` (showing ${e.results.length}; use --limit for more)`:"",r=[`Found ${y(e.total,"memory","memories")} matching "${i}"${s}:`,""];return e.results.forEach((o,n)=>{r.push(`${n+1}. ${o.memory.slug} [${h(o.memory.scope)}] (score: ${o.score.toFixed(2)})`),r.push(`   Title: ${p(o.memory.title)}`);let t=o.matches.find(m=>m.field==="content")??o.matches[0];t&&r.push(`   Match: "${f(t.snippet,600)}"`),r.push("")}),`${r.join(`
`)}`}d(R,"renderSearch");export{I as command,R as renderSearch};
