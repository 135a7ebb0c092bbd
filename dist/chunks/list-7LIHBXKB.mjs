#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as j}from"./chunk-ISH2UTV7.mjs";import{a as T}from"./chunk-25MPEEGC.mjs";import{b as c,c as d,d as g,e as u,f as S}from"./chunk-FH472LVS.mjs";import{d as $,h as w}from"./chunk-GMHIT5SU.mjs";import{d as L}from"./chunk-6BNIUO6J.mjs";import{a as h,c as M,d as O,e as f}from"./chunk-2CDRH3EW.mjs";import{a as R}from"./chunk-MAFWBILP.mjs";import{t as b}from"./chunk-IQ2IQ5SR.mjs";import"./chunk-CGGRIZAC.mjs";import{n as l}from"./chunk-UHTTBMNS.mjs";import{a as p}from"./chunk-VLGG2NQA.mjs";async function C(t,e={}){let o=await x(t,e.scope,T(t,e)),n=e.sortBy??"updated",a=e.sortOrder??(n==="title"?"asc":"desc");o.sort((m,y)=>E(m,y,n)*(a==="asc"?1:-1)||m.slug.localeCompare(y.slug));let r=e.offset??0,s=e.limit===void 0?o.slice(r):o.slice(r,r+e.limit),i={};return e.type&&(i.type=e.type),e.tags&&e.tags.length>0&&(i.tags=e.tags),e.scope&&e.scope!=="all"&&(i.scope=e.scope),{success:!0,memories:s,total:o.length,filters:i}}p(C,"listMemories");async function x(t,e,o=()=>!0){let n=await Promise.all(t.store.readable(e).map(s=>w(s))),a=$(n),r=[];for(let s of n){s.warnings.forEach(t.warn);for(let[i,m]of s.entries)m.summary&&o(m.summary)&&r.push(b(i,s.store.scope,m.summary,a.get(i)))}return r}p(x,"allSummaries");function E(t,e,o){return o==="title"?t.title.localeCompare(e.title,void 0,{sensitivity:"base"}):t[o].localeCompare(e[o])}p(E,"compare");var P=["created","updated","title"],A=["asc","desc"],W={name:"list",usage:`Usage: memory list [options]

Lists memories across all available scopes, most recently updated first.

Options:
  --type <type>            only this type
  --tags <a,b>             only memories with any of these tags
  --scope <scope|all>      project | local | global | enterprise | all (default: all)
  --sort-by <field>        created | updated | title (default: updated)
  --sort-order <order>     asc | desc (default: desc; asc for title)
  --limit <n>              at most n memories
  --offset <n>             skip the first n
${u}
  --format table|json      output format (--json is short for --format json)`,options:{...g,type:{type:"string"},tags:{type:"string",multiple:!0},scope:{type:"string"},"sort-by":{type:"string"},"sort-order":{type:"string"},limit:{type:"string"},offset:{type:"string"},format:{type:"string"}},async run({values:t,positionals:e},{io:o,context:n}){let a=d(t,["table"],"table");if(e.length>0)throw new l(`memory list takes no arguments (got "${e.join(" ")}"); filter with --type, --tags or --scope.`);let r=S(t);t.type!==void 0&&(r.type=h(t.type)),t.tags!==void 0&&(r.tags=O(t.tags.join(","))),t.scope!==void 0&&(r.scope=M(t.scope));let s=c(t,"sort-by");s!==void 0&&(r.sortBy=F(s,P,"--sort-by"));let i=c(t,"sort-order");i!==void 0&&(r.sortOrder=F(i,A,"--sort-order")),t.limit!==void 0&&(r.limit=f(t.limit,"--limit")),t.offset!==void 0&&(r.offset=f(t.offset,"--offset",{allowZero:!0}));let m=await C(n(),r);if(a==="json")return R(o,m);o.out(U(m,r.offset??0))}};function F(t,e,o){if(e.includes(t))return t;throw new l(`Unknown ${o} ${JSON.stringify(t)}: use ${e.join(" or ")}.`)}p(F,"oneOf");function U(t,e){let o=k(t);if(t.memories.length===0)return`No memories found${t.total>0?` on this page (total ${t.total})`:o?` (filtered by ${o})`:""}.
${t.total===0&&!o?`Create one with: memory write "…" --type learning --tags topic
`:""}`;let n=j(["Slug","Title","Type","Scope","Updated"],t.memories.map(s=>[s.slug,s.title,s.type,`[${s.scope}]`,s.updated.replace(/Z$/,"")]),[40,40,10,12,19]),a=t.memories.length,r=a<t.total?`, showing ${e+1}–${e+a}`:"";return`${n}

Total: ${L(t.total,"memory","memories")}${r}${o?` (filtered by ${o})`:""}
`}p(U,"renderList");function k({filters:t}){let e=[];return t.type&&e.push(`type=${t.type}`),t.tags&&e.push(`tags=${t.tags.join(",")}`),t.scope&&e.push(`scope=${t.scope}`),e.join(", ")}p(k,"describeFilters");export{W as command,U as renderList};
