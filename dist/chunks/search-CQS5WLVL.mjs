#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as M}from"./chunk-HIZ7QWKV.mjs";import{c as p,d as y,e as f,f as h}from"./chunk-FH472LVS.mjs";import"./chunk-V5EH3KPZ.mjs";import{c as $}from"./chunk-XFHGK2UA.mjs";import{a as S}from"./chunk-MAFWBILP.mjs";import"./chunk-QYVLPVZO.mjs";import{b as g,d as l,e as u,f as w}from"./chunk-7ODMUU6Q.mjs";import"./chunk-7DHRWQKO.mjs";import{a as b}from"./chunk-QB5MMPBE.mjs";import"./chunk-N3COVPHN.mjs";import"./chunk-75BZS4CU.mjs";import"./chunk-J3DY7WYT.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-HUAHO3EW.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import{n as c}from"./chunk-UHTTBMNS.mjs";import{a as d}from"./chunk-VLGG2NQA.mjs";var F={name:"search",usage:`Usage: memory search <query> [options]

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
${f}
  --format list|json     output format (--json is short for --format json)

A query of "-" is read from stdin.`,options:{...y,scope:{type:"string"},type:{type:"string"},tags:{type:"string",multiple:!0},limit:{type:"string"},format:{type:"string"},mode:{type:"string"}},async run({values:e,positionals:i},{io:s,context:r}){let o=p(e,["list"],"list"),n=(i.length===1&&i[0]==="-"?await s.readStdin():i.join(" ")).replace(/\s+/g," ").trim();if(!n)throw new c('Give words to search for, e.g. memory search "token refresh".');let t={query:n,...h(e)};e.scope!==void 0&&(t.scope=l(e.scope)),e.type!==void 0&&(t.type=g(e.type)),e.tags!==void 0&&(t.tags=u(e.tags.join(","))),e.limit!==void 0&&(t.limit=w(e.limit,"--limit")),e.mode!==void 0&&(t.mode=q(e.mode));let m=r(),a=await M(m,t);if(a.embeddings){let{reportOnStderr:j}=await import("./semantic-PIAP3INU.mjs"),{displayHost:k,embeddingSettings:O}=await import("./ollama-client-YKOK32QC.mjs");j(s,a.embeddings,k(O(m.env).host))}if(o==="json")return S(s,a);s.out(T(a))}};function q(e){if(e==="keyword"||e==="semantic"||e==="hybrid")return e;throw new c(`Unknown --mode ${JSON.stringify(e)}: use keyword, semantic or hybrid.`)}d(q,"parseMode");function T(e){let i=$(e.query,80);if(e.results.length===0)return`No memories match "${i}". Try other words, or \`memory list\` to browse.
`;let s=e.total>e.results.length?` (showing ${e.results.length}; use --limit for more)`:"",r=[`Found ${b(e.total,"memory","memories")} matching "${i}"${s}:`,""];return e.results.forEach((o,n)=>{r.push(`${n+1}. ${o.memory.slug} [${o.memory.scope}] (score: ${o.score.toFixed(2)})`),r.push(`   Title: ${o.memory.title}`);let t=o.matches.find(m=>m.field==="content")??o.matches[0];t&&r.push(`   Match: "${t.snippet}"`),r.push("")}),`${r.join(`
`)}`}d(T,"renderSearch");export{F as command,T as renderSearch};
