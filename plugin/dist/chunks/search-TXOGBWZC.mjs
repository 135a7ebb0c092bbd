#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as k}from"./chunk-TQTL34TW.mjs";import"./chunk-XV4PJP3E.mjs";import"./chunk-MUF6AFNO.mjs";import"./chunk-UUOBZLDM.mjs";import"./chunk-XYGFMZN4.mjs";import"./chunk-44CERB5L.mjs";import"./chunk-VFLVZ42U.mjs";import"./chunk-AMO3HHEF.mjs";import"./chunk-LH4CZ6JF.mjs";import"./chunk-VD7WT4YR.mjs";import"./chunk-5CMOENEK.mjs";import{c as j}from"./chunk-3EEAISHM.mjs";import{c as f,d as h,e as g,f as l}from"./chunk-3WMF4QMG.mjs";import{a as $}from"./chunk-MAFWBILP.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-PU4UV2A5.mjs";import"./chunk-RHLRCGVJ.mjs";import"./chunk-UBQV3NO5.mjs";import"./chunk-LEKLKDP5.mjs";import{a as M}from"./chunk-QB5MMPBE.mjs";import{b as u,d as w,e as b,f as S}from"./chunk-USTYEH52.mjs";import"./chunk-7FQAE74S.mjs";import"./chunk-5A5GEZZY.mjs";import"./chunk-AA5IAP55.mjs";import"./chunk-KLMN6IUR.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-XMF4LERR.mjs";import"./chunk-4TO45CQJ.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-WDCVASYL.mjs";import{a as p,b as y}from"./chunk-34UDZLXG.mjs";import"./chunk-U7GJJHSQ.mjs";import"./chunk-RDLFL55N.mjs";import"./chunk-TZVF3BXT.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-4JN4LNCU.mjs";import"./chunk-ISAZLUQO.mjs";import"./chunk-XS3B6OCC.mjs";import"./chunk-VDIJK45X.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-SXKWM6V3.mjs";import"./chunk-HGMQJ3PH.mjs";import{o as c}from"./chunk-6LUUS5EZ.mjs";import{a as d}from"./chunk-VLGG2NQA.mjs";var G={name:"search",usage:`Usage: memory search <query> [options]

Keyword search (BM25) over titles, tags and bodies of every available scope;
hybrid (keyword + embeddings, reciprocal rank fusion) once an embedding cache
exists (see \`memory embed\`).

Options:
  --scope <scope|all>    project | local | global | enterprise | all (default: all)
  --type <type>          only this type
  --tags <a,b>           only memories with any of these tags
  --limit <n>            at most n results (default 10)
  --mode <mode>          keyword | semantic | hybrid (default: hybrid when embeddings
                         are in use, else keyword)
${g}
  --format list|json     output format (--json is short for --format json)

A query of "-" is read from stdin.`,options:{...h,scope:{type:"string"},type:{type:"string"},tags:{type:"string",multiple:!0},limit:{type:"string"},format:{type:"string"},mode:{type:"string"}},async run({values:e,positionals:i},{io:s,context:r}){let o=f(e,["list"],"list"),n=(i.length===1&&i[0]==="-"?await s.readStdin():i.join(" ")).replace(/\s+/g," ").trim();if(!n)throw new c('Give words to search for, e.g. memory search "token refresh".');let t={query:n,...l(e)};e.scope!==void 0&&(t.scope=w(e.scope)),e.type!==void 0&&(t.type=u(e.type)),e.tags!==void 0&&(t.tags=b(e.tags.join(","))),e.limit!==void 0&&(t.limit=S(e.limit,"--limit")),e.mode!==void 0&&(t.mode=E(e.mode));let m=r(),a=await k(m,t);if(a.embeddings){let{reportOnStderr:q}=await import("./semantic-ITGNJKYJ.mjs"),{displayHost:O,embeddingSettings:T}=await import("./ollama-client-JOWHUPZB.mjs");q(s,a.embeddings,O(T(m.env).host))}if(o==="json")return $(s,a);s.out(A(a))}};function E(e){if(e==="keyword"||e==="semantic"||e==="hybrid")return e;throw new c(`Unknown --mode ${JSON.stringify(e)}: use keyword, semantic or hybrid.`)}d(E,"parseMode");function A(e){let i=j(p(e.query,Number.MAX_SAFE_INTEGER),80);if(e.results.length===0)return`No memories match "${i}". Try other words, or \`memory list\` to browse.
`;let s=e.total>e.results.length?` (showing ${e.results.length}; use --limit for more)`:"",r=[`Found ${M(e.total,"memory","memories")} matching "${i}"${s}:`,""];return e.results.forEach((o,n)=>{r.push(`${n+1}. ${o.memory.slug} [${o.memory.scope}] (score: ${o.score.toFixed(2)})`),r.push(`   Title: ${p(o.memory.title)}`);let t=o.matches.find(m=>m.field==="content")??o.matches[0];t&&r.push(`   Match: "${y(t.snippet,600)}"`),r.push("")}),`${r.join(`
`)}`}d(A,"renderSearch");export{G as command,A as renderSearch};
