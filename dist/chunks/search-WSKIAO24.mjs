#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{c as p}from"./chunk-DUFRKK4J.mjs";import{c as u,d as w}from"./chunk-6BNIUO6J.mjs";import{a as y,c as f,d as h,e as g}from"./chunk-OACDHRX5.mjs";import{a as l}from"./chunk-MAFWBILP.mjs";import{b}from"./chunk-5I5HFEPG.mjs";import"./chunk-2VVC3B6K.mjs";import"./chunk-KE6XR66P.mjs";import"./chunk-BW3TSIRT.mjs";import"./chunk-H5SOO7PE.mjs";import"./chunk-MCU7RD6X.mjs";import"./chunk-TCB537DA.mjs";import{n as c}from"./chunk-CPUQ6CWQ.mjs";import{a as d}from"./chunk-VLGG2NQA.mjs";var U={name:"search",usage:`Usage: memory search <query> [options]

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
  --format list|json     output format (--json is short for --format json)

A query of "-" is read from stdin.`,options:{scope:{type:"string"},type:{type:"string"},tags:{type:"string",multiple:!0},limit:{type:"string"},format:{type:"string"},mode:{type:"string"}},async run({values:e,positionals:i},{io:s,context:r}){let o=p(e,["list"],"list"),n=(i.length===1&&i[0]==="-"?await s.readStdin():i.join(" ")).replace(/\s+/g," ").trim();if(!n)throw new c('Give words to search for, e.g. memory search "token refresh".');let t={query:n};e.scope!==void 0&&(t.scope=f(e.scope)),e.type!==void 0&&(t.type=y(e.type)),e.tags!==void 0&&(t.tags=h(e.tags.join(","))),e.limit!==void 0&&(t.limit=g(e.limit,"--limit")),e.mode!==void 0&&(t.mode=j(e.mode));let m=r(),a=await b(m,t);if(a.embeddings){let{reportOnStderr:$}=await import("./semantic-CBJNFGKT.mjs"),{displayHost:S,embeddingSettings:M}=await import("./ollama-client-P4QH7VGJ.mjs");$(s,a.embeddings,S(M(m.env).host))}if(o==="json")return l(s,a);s.out(k(a))}};function j(e){if(e==="keyword"||e==="semantic"||e==="hybrid")return e;throw new c(`Unknown --mode ${JSON.stringify(e)}: use keyword, semantic or hybrid.`)}d(j,"parseMode");function k(e){let i=u(e.query,80);if(e.results.length===0)return`No memories match "${i}". Try other words, or \`memory list\` to browse.
`;let s=e.total>e.results.length?` (showing ${e.results.length}; use --limit for more)`:"",r=[`Found ${w(e.total,"memory","memories")} matching "${i}"${s}:`,""];return e.results.forEach((o,n)=>{r.push(`${n+1}. ${o.memory.slug} [${o.memory.scope}] (score: ${o.score.toFixed(2)})`),r.push(`   Title: ${o.memory.title}`);let t=o.matches.find(m=>m.field==="content")??o.matches[0];t&&r.push(`   Match: "${t.snippet}"`),r.push("")}),`${r.join(`
`)}`}d(k,"renderSearch");export{U as command,k as renderSearch};
