#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as L}from"./chunk-FVMZPSQF.mjs";import{b as f,c as d,d as g,e as u,f as h}from"./chunk-RSWR7W7C.mjs";import{d as O,h as w}from"./chunk-GR2OIZJ3.mjs";import{c as j,d as T}from"./chunk-6BNIUO6J.mjs";import{a as $,c as S,d as M,e as y}from"./chunk-XEH7ZFME.mjs";import{a as R}from"./chunk-MAFWBILP.mjs";import{m as b}from"./chunk-FGGQAORD.mjs";import"./chunk-5ETA7ZDB.mjs";import{n as c}from"./chunk-A4MSB67A.mjs";import{a}from"./chunk-VLGG2NQA.mjs";async function C(t,e={}){let o=await P(t,e.scope,L(t,e)),m=e.sortBy??"updated",p=e.sortOrder??(m==="title"?"asc":"desc");o.sort((n,l)=>A(n,l,m)*(p==="asc"?1:-1)||n.slug.localeCompare(l.slug));let r=e.offset??0,s=e.limit===void 0?o.slice(r):o.slice(r,r+e.limit),i={};return e.type&&(i.type=e.type),e.tags&&e.tags.length>0&&(i.tags=e.tags),e.scope&&e.scope!=="all"&&(i.scope=e.scope),{success:!0,memories:s,total:o.length,filters:i}}a(C,"listMemories");async function P(t,e,o=()=>!0){let m=await Promise.all(t.store.readable(e).map(s=>w(s))),p=O(m),r=[];for(let s of m){s.warnings.forEach(t.warn);for(let[i,n]of s.entries)n.summary&&o(n.summary)&&r.push(b(i,s.store.scope,n.summary,p.get(i)))}return r}a(P,"allSummaries");function A(t,e,o){return o==="title"?t.title.localeCompare(e.title,void 0,{sensitivity:"base"}):t[o].localeCompare(e[o])}a(A,"compare");function F(t,e,o=[]){let m=e.map(i=>i.map((n,l)=>j(n.replace(/\s+/g," "),o[l]??60))),p=t.map((i,n)=>Math.max([...i].length,...m.map(l=>[...l[n]??""].length))),r=a((i,n,l)=>`${i}${p.map(E=>"─".repeat(E+2)).join(n)}${l}`,"line"),s=a(i=>`│${i.map((n,l)=>` ${n}${" ".repeat(p[l]-[...n].length)} `).join("│")}│`,"row");return[r("┌","┬","┐"),s(t),r("├","┼","┤"),...m.map(s),r("└","┴","┘")].join(`
`)}a(F,"renderTable");var U=["created","updated","title"],k=["asc","desc"],tt={name:"list",usage:`Usage: memory list [options]

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
  --format table|json      output format (--json is short for --format json)`,options:{...g,type:{type:"string"},tags:{type:"string",multiple:!0},scope:{type:"string"},"sort-by":{type:"string"},"sort-order":{type:"string"},limit:{type:"string"},offset:{type:"string"},format:{type:"string"}},async run({values:t,positionals:e},{io:o,context:m}){let p=d(t,["table"],"table");if(e.length>0)throw new c(`memory list takes no arguments (got "${e.join(" ")}"); filter with --type, --tags or --scope.`);let r=h(t);t.type!==void 0&&(r.type=$(t.type)),t.tags!==void 0&&(r.tags=M(t.tags.join(","))),t.scope!==void 0&&(r.scope=S(t.scope));let s=f(t,"sort-by");s!==void 0&&(r.sortBy=x(s,U,"--sort-by"));let i=f(t,"sort-order");i!==void 0&&(r.sortOrder=x(i,k,"--sort-order")),t.limit!==void 0&&(r.limit=y(t.limit,"--limit")),t.offset!==void 0&&(r.offset=y(t.offset,"--offset",{allowZero:!0}));let n=await C(m(),r);if(p==="json")return R(o,n);o.out(B(n,r.offset??0))}};function x(t,e,o){if(e.includes(t))return t;throw new c(`Unknown ${o} ${JSON.stringify(t)}: use ${e.join(" or ")}.`)}a(x,"oneOf");function B(t,e){let o=_(t);if(t.memories.length===0)return`No memories found${t.total>0?` on this page (total ${t.total})`:o?` (filtered by ${o})`:""}.
${t.total===0&&!o?`Create one with: memory write "…" --type learning --tags topic
`:""}`;let m=F(["Slug","Title","Type","Scope","Updated"],t.memories.map(s=>[s.slug,s.title,s.type,`[${s.scope}]`,s.updated.replace(/Z$/,"")]),[40,40,10,12,19]),p=t.memories.length,r=p<t.total?`, showing ${e+1}–${e+p}`:"";return`${m}

Total: ${T(t.total,"memory","memories")}${r}${o?` (filtered by ${o})`:""}
`}a(B,"renderList");function _({filters:t}){let e=[];return t.type&&e.push(`type=${t.type}`),t.tags&&e.push(`tags=${t.tags.join(",")}`),t.scope&&e.push(`scope=${t.scope}`),e.join(", ")}a(_,"describeFilters");export{tt as command,B as renderList};
