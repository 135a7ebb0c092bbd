#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as k}from"./chunk-P7VWXKMQ.mjs";import"./chunk-HGBO6YFU.mjs";import"./chunk-6E7ASLXN.mjs";import"./chunk-AGAB5TWO.mjs";import"./chunk-XYGFMZN4.mjs";import"./chunk-V6FMXR4H.mjs";import"./chunk-PDVTZ26Q.mjs";import"./chunk-PUPHS3EO.mjs";import"./chunk-CXRAGD3G.mjs";import"./chunk-BRLXZZKP.mjs";import"./chunk-5FOYTZAE.mjs";import{c as j}from"./chunk-3EEAISHM.mjs";import{c as y,d as f,e as h,f as g}from"./chunk-3WMF4QMG.mjs";import{a as $}from"./chunk-MAFWBILP.mjs";import{b as l,d as u,e as w,f as b}from"./chunk-5V2FFJOL.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-OKFAVTGL.mjs";import"./chunk-DYR462V2.mjs";import"./chunk-PAZ4DM2K.mjs";import"./chunk-LEKLKDP5.mjs";import{a as M}from"./chunk-QB5MMPBE.mjs";import"./chunk-7FQAE74S.mjs";import"./chunk-VT75GNUE.mjs";import"./chunk-JSPDIRZS.mjs";import"./chunk-NYQSIKB4.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-MU7YC4H5.mjs";import"./chunk-WA4KJ5N2.mjs";import{a as p,b as S}from"./chunk-34UDZLXG.mjs";import"./chunk-U7GJJHSQ.mjs";import"./chunk-XLDGLFLO.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-TZVF3BXT.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-4JN4LNCU.mjs";import"./chunk-VXIM6GMA.mjs";import"./chunk-XS3B6OCC.mjs";import"./chunk-VDIJK45X.mjs";import"./chunk-5QULY22S.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-HGMQJ3PH.mjs";import{o as c}from"./chunk-6LUUS5EZ.mjs";import{a as d}from"./chunk-VLGG2NQA.mjs";var G={name:"search",usage:`Usage: memory search <query> [options]

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
${h}
  --format list|json     output format (--json is short for --format json)

A query of "-" is read from stdin.`,options:{...f,scope:{type:"string"},type:{type:"string"},tags:{type:"string",multiple:!0},limit:{type:"string"},format:{type:"string"},mode:{type:"string"}},async run({values:e,positionals:i},{io:s,context:r}){let o=y(e,["list"],"list"),n=(i.length===1&&i[0]==="-"?await s.readStdin():i.join(" ")).replace(/\s+/g," ").trim();if(!n)throw new c('Give words to search for, e.g. memory search "token refresh".');let t={query:n,...g(e)};e.scope!==void 0&&(t.scope=u(e.scope)),e.type!==void 0&&(t.type=l(e.type)),e.tags!==void 0&&(t.tags=w(e.tags.join(","))),e.limit!==void 0&&(t.limit=b(e.limit,"--limit")),e.mode!==void 0&&(t.mode=E(e.mode));let m=r(),a=await k(m,t);if(a.embeddings){let{reportOnStderr:q}=await import("./semantic-JDDA7VIV.mjs"),{displayHost:O,embeddingSettings:T}=await import("./ollama-client-JOWHUPZB.mjs");q(s,a.embeddings,O(T(m.env).host))}if(o==="json")return $(s,a);s.out(A(a))}};function E(e){if(e==="keyword"||e==="semantic"||e==="hybrid")return e;throw new c(`Unknown --mode ${JSON.stringify(e)}: use keyword, semantic or hybrid.`)}d(E,"parseMode");function A(e){let i=j(p(e.query,Number.MAX_SAFE_INTEGER),80);if(e.results.length===0)return`No memories match "${i}". Try other words, or \`memory list\` to browse.
`;let s=e.total>e.results.length?` (showing ${e.results.length}; use --limit for more)`:"",r=[`Found ${M(e.total,"memory","memories")} matching "${i}"${s}:`,""];return e.results.forEach((o,n)=>{r.push(`${n+1}. ${o.memory.slug} [${o.memory.scope}] (score: ${o.score.toFixed(2)})`),r.push(`   Title: ${p(o.memory.title)}`);let t=o.matches.find(m=>m.field==="content")??o.matches[0];t&&r.push(`   Match: "${S(t.snippet,600)}"`),r.push("")}),`${r.join(`
`)}`}d(A,"renderSearch");export{G as command,A as renderSearch};
