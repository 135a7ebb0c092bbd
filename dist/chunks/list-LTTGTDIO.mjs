#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as h,c as $,d as S,e as g}from"./chunk-DR6D5TFV.mjs";import{b as j,c as O}from"./chunk-F423W27W.mjs";import{b as y,c as u}from"./chunk-D2WTAKAM.mjs";import{e as M}from"./chunk-EEE67MYF.mjs";import{i as w,j as b}from"./chunk-LTTDH2L2.mjs";import"./chunk-X4XLRMFE.mjs";import{a as l,p as d}from"./chunk-Q5P7Q2JW.mjs";async function R(t,e={}){let o=await x(t,e.scope),m=new Set(e.tags??[]),s=o.filter(c=>(!e.type||c.type===e.type)&&(m.size===0||c.tags.some(f=>m.has(f)))),r=e.sortBy??"updated",i=e.sortOrder??(r==="title"?"asc":"desc");s.sort((c,f)=>C(c,f,r)*(i==="asc"?1:-1)||c.slug.localeCompare(f.slug));let n=e.offset??0,a=e.limit===void 0?s.slice(n):s.slice(n,n+e.limit),p={};return e.type&&(p.type=e.type),e.tags&&e.tags.length>0&&(p.tags=e.tags),e.scope&&e.scope!=="all"&&(p.scope=e.scope),{success:!0,memories:a,total:s.length,filters:p}}l(R,"listMemories");async function x(t,e){let o=await Promise.all(t.store.readable(e).map(s=>M(s))),m=[];for(let s of o){s.warnings.forEach(t.warn);for(let[r,i]of s.entries)i.summary&&m.push(w(r,s.store.scope,i.summary))}return m}l(x,"allSummaries");function C(t,e,o){return o==="title"?t.title.localeCompare(e.title,void 0,{sensitivity:"base"}):t[o].localeCompare(e[o])}l(C,"compare");function L(t,e,o=[]){let m=e.map(n=>n.map((a,p)=>j(a.replace(/\s+/g," "),o[p]??60))),s=t.map((n,a)=>Math.max([...n].length,...m.map(p=>[...p[a]??""].length))),r=l((n,a,p)=>`${n}${s.map(c=>"─".repeat(c+2)).join(a)}${p}`,"line"),i=l(n=>`│${n.map((a,p)=>` ${a}${" ".repeat(s[p]-[...a].length)} `).join("│")}│`,"row");return[r("┌","┬","┐"),i(t),r("├","┼","┤"),...m.map(i),r("└","┴","┘")].join(`
`)}l(L,"renderTable");var F=["created","updated","title"],B=["asc","desc"],V={name:"list",usage:`Usage: memory list [options]

Lists memories across all available scopes, most recently updated first.

Options:
  --type <type>            only this type
  --tags <a,b>             only memories with any of these tags
  --scope <scope|all>      project | local | global | enterprise | all (default: all)
  --sort-by <field>        created | updated | title (default: updated)
  --sort-order <order>     asc | desc (default: desc; asc for title)
  --limit <n>              at most n memories
  --offset <n>             skip the first n
  --format table|json      output format (--json is short for --format json)`,options:{type:{type:"string"},tags:{type:"string",multiple:!0},scope:{type:"string"},"sort-by":{type:"string"},"sort-order":{type:"string"},limit:{type:"string"},offset:{type:"string"},format:{type:"string"}},async run({values:t,positionals:e},{io:o,context:m}){let s=u(t,["table"],"table");if(e.length>0)throw new d(`memory list takes no arguments (got "${e.join(" ")}"); filter with --type, --tags or --scope.`);let r={};t.type!==void 0&&(r.type=h(t.type)),t.tags!==void 0&&(r.tags=S(t.tags.join(","))),t.scope!==void 0&&(r.scope=$(t.scope));let i=y(t,"sort-by");i!==void 0&&(r.sortBy=T(i,F,"--sort-by"));let n=y(t,"sort-order");n!==void 0&&(r.sortOrder=T(n,B,"--sort-order")),t.limit!==void 0&&(r.limit=g(t.limit,"--limit")),t.offset!==void 0&&(r.offset=g(t.offset,"--offset",{allowZero:!0}));let a=await R(m(),r);if(s==="json")return b(o,a);o.out(E(a,r.offset??0))}};function T(t,e,o){if(e.includes(t))return t;throw new d(`Unknown ${o} ${JSON.stringify(t)}: use ${e.join(" or ")}.`)}l(T,"oneOf");function E(t,e){let o=P(t);if(t.memories.length===0)return`No memories found${t.total>0?` on this page (total ${t.total})`:o?` (filtered by ${o})`:""}.
${t.total===0&&!o?`Create one with: memory write "…" --type learning --tags topic
`:""}`;let m=L(["Slug","Title","Type","Scope","Updated"],t.memories.map(i=>[i.slug,i.title,i.type,`[${i.scope}]`,i.updated.replace(/Z$/,"")]),[40,40,10,12,19]),s=t.memories.length,r=s<t.total?`, showing ${e+1}–${e+s}`:"";return`${m}

Total: ${O(t.total,"memory","memories")}${r}${o?` (filtered by ${o})`:""}
`}l(E,"renderList");function P({filters:t}){let e=[];return t.type&&e.push(`type=${t.type}`),t.tags&&e.push(`tags=${t.tags.join(",")}`),t.scope&&e.push(`scope=${t.scope}`),e.join(", ")}l(P,"describeFilters");export{V as command,E as renderList};
