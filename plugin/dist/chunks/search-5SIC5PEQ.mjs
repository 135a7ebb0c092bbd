#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as q}from"./chunk-ZR44Q2RT.mjs";import"./chunk-RFAETQ7L.mjs";import"./chunk-FZPGOI35.mjs";import"./chunk-SJCM4T2Q.mjs";import"./chunk-YIWYO45N.mjs";import"./chunk-TQFGOYFN.mjs";import"./chunk-ZQE4L3QM.mjs";import"./chunk-3X56GHSF.mjs";import"./chunk-54KPVVTA.mjs";import"./chunk-LS5A5DD6.mjs";import"./chunk-DZRGZSIW.mjs";import"./chunk-UOYEOPF5.mjs";import"./chunk-OF7NA5I5.mjs";import{c as k}from"./chunk-WYRQMUVM.mjs";import{c as f,d as h,e as g,f as l}from"./chunk-A76LHT2G.mjs";import{a as $}from"./chunk-MAFWBILP.mjs";import"./chunk-I3XC2VQH.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-657DPWY6.mjs";import"./chunk-D2FGFZZF.mjs";import"./chunk-G4EWFUG4.mjs";import"./chunk-LEKLKDP5.mjs";import{a as M}from"./chunk-QB5MMPBE.mjs";import{b as u,d as w,e as b,f as S}from"./chunk-DCSFRS5W.mjs";import{c as j}from"./chunk-UHFZAZ6J.mjs";import"./chunk-EVLS6QF5.mjs";import"./chunk-7FQAE74S.mjs";import"./chunk-7OTJVDKM.mjs";import"./chunk-TVBAEF6S.mjs";import"./chunk-WZITHCZC.mjs";import"./chunk-6P5P2ROO.mjs";import"./chunk-AUXWLQBM.mjs";import"./chunk-JDOQOU7Q.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-IDLIGUIW.mjs";import"./chunk-7FZQGGKH.mjs";import"./chunk-UGNASA4F.mjs";import"./chunk-JZ3R4SZY.mjs";import"./chunk-5JOL2AI7.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-WDCVASYL.mjs";import{a as p,b as y}from"./chunk-PWPMXMMV.mjs";import"./chunk-WTDDQN2Y.mjs";import"./chunk-SDXGDCDU.mjs";import"./chunk-VKIAXNWU.mjs";import"./chunk-4NQN4DTY.mjs";import"./chunk-CXWN6QRF.mjs";import"./chunk-VDIJK45X.mjs";import"./chunk-F4XO6PAC.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-DVPQRQ6R.mjs";import"./chunk-HGMQJ3PH.mjs";import{p as c}from"./chunk-5ZHENJ72.mjs";import{a as d}from"./chunk-VLGG2NQA.mjs";var I={name:"search",usage:`Usage: memory search <query> [options]

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
${g}
  --format list|json     output format (--json is short for --format json)

A query of "-" is read from stdin.`,options:{...h,scope:{type:"string"},type:{type:"string"},tags:{type:"string",multiple:!0},limit:{type:"string"},format:{type:"string"},mode:{type:"string"}},async run({values:e,positionals:i},{io:s,context:r}){let o=f(e,["list"],"list"),n=(i.length===1&&i[0]==="-"?await s.readStdin():i.join(" ")).replace(/\s+/g," ").trim();if(!n)throw new c('Give words to search for, e.g. memory search "token refresh".');let t={query:n,...l(e)};e.scope!==void 0&&(t.scope=w(e.scope)),e.type!==void 0&&(t.type=u(e.type)),e.tags!==void 0&&(t.tags=b(e.tags.join(","))),e.limit!==void 0&&(t.limit=S(e.limit,"--limit")),e.mode!==void 0&&(t.mode=A(e.mode));let m=r(),a=await q(m,t);if(a.embeddings){let{reportOnStderr:O}=await import("./semantic-SJGRTS7D.mjs"),{displayHost:T,embeddingSettings:E}=await import("./ollama-client-7RD4HXXG.mjs");O(s,a.embeddings,T(E(m.env).host))}if(o==="json")return $(s,a);s.out(R(a))}};function A(e){if(e==="keyword"||e==="semantic"||e==="hybrid")return e;throw new c(`Unknown --mode ${JSON.stringify(e)}: use keyword, semantic or hybrid.`)}d(A,"parseMode");function R(e){let i=k(p(e.query,Number.MAX_SAFE_INTEGER),80);if(e.results.length===0)return`No memories match "${i}". Try other words, or \`memory list\` to browse.
`;let s=e.total>e.results.length?` (showing ${e.results.length}; use --limit for more)`:"",r=[`Found ${M(e.total,"memory","memories")} matching "${i}"${s}:`,""];return e.results.forEach((o,n)=>{r.push(`${n+1}. ${o.memory.slug} [${j(o.memory.scope)}] (score: ${o.score.toFixed(2)})`),r.push(`   Title: ${p(o.memory.title)}`);let t=o.matches.find(m=>m.field==="content")??o.matches[0];t&&r.push(`   Match: "${y(t.snippet,600)}"`),r.push("")}),`${r.join(`
`)}`}d(R,"renderSearch");export{I as command,R as renderSearch};
