#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as y,c as u}from"./chunk-DUFRKK4J.mjs";import{c as O,d as R}from"./chunk-6BNIUO6J.mjs";import{a as h,c as $,d as S,e as g}from"./chunk-OACDHRX5.mjs";import{a as j}from"./chunk-MAFWBILP.mjs";import{d as w,h as b}from"./chunk-H5SOO7PE.mjs";import{k as M}from"./chunk-MCU7RD6X.mjs";import"./chunk-TCB537DA.mjs";import{n as d}from"./chunk-CPUQ6CWQ.mjs";import{a as p}from"./chunk-VLGG2NQA.mjs";async function L(t,e={}){let r=await x(t,e.scope),c=new Set(e.tags??[]),n=r.filter(l=>(!e.type||l.type===e.type)&&(c.size===0||l.tags.some(f=>c.has(f)))),o=e.sortBy??"updated",s=e.sortOrder??(o==="title"?"asc":"desc");n.sort((l,f)=>F(l,f,o)*(s==="asc"?1:-1)||l.slug.localeCompare(f.slug));let i=e.offset??0,a=e.limit===void 0?n.slice(i):n.slice(i,i+e.limit),m={};return e.type&&(m.type=e.type),e.tags&&e.tags.length>0&&(m.tags=e.tags),e.scope&&e.scope!=="all"&&(m.scope=e.scope),{success:!0,memories:a,total:n.length,filters:m}}p(L,"listMemories");async function x(t,e){let r=await Promise.all(t.store.readable(e).map(o=>b(o))),c=w(r),n=[];for(let o of r){o.warnings.forEach(t.warn);for(let[s,i]of o.entries)i.summary&&n.push(M(s,o.store.scope,i.summary,c.get(s)))}return n}p(x,"allSummaries");function F(t,e,r){return r==="title"?t.title.localeCompare(e.title,void 0,{sensitivity:"base"}):t[r].localeCompare(e[r])}p(F,"compare");function T(t,e,r=[]){let c=e.map(i=>i.map((a,m)=>O(a.replace(/\s+/g," "),r[m]??60))),n=t.map((i,a)=>Math.max([...i].length,...c.map(m=>[...m[a]??""].length))),o=p((i,a,m)=>`${i}${n.map(l=>"─".repeat(l+2)).join(a)}${m}`,"line"),s=p(i=>`│${i.map((a,m)=>` ${a}${" ".repeat(n[m]-[...a].length)} `).join("│")}│`,"row");return[o("┌","┬","┐"),s(t),o("├","┼","┤"),...c.map(s),o("└","┴","┘")].join(`
`)}p(T,"renderTable");var k=["created","updated","title"],B=["asc","desc"],X={name:"list",usage:`Usage: memory list [options]

Lists memories across all available scopes, most recently updated first.

Options:
  --type <type>            only this type
  --tags <a,b>             only memories with any of these tags
  --scope <scope|all>      project | local | global | enterprise | all (default: all)
  --sort-by <field>        created | updated | title (default: updated)
  --sort-order <order>     asc | desc (default: desc; asc for title)
  --limit <n>              at most n memories
  --offset <n>             skip the first n
  --format table|json      output format (--json is short for --format json)`,options:{type:{type:"string"},tags:{type:"string",multiple:!0},scope:{type:"string"},"sort-by":{type:"string"},"sort-order":{type:"string"},limit:{type:"string"},offset:{type:"string"},format:{type:"string"}},async run({values:t,positionals:e},{io:r,context:c}){let n=u(t,["table"],"table");if(e.length>0)throw new d(`memory list takes no arguments (got "${e.join(" ")}"); filter with --type, --tags or --scope.`);let o={};t.type!==void 0&&(o.type=h(t.type)),t.tags!==void 0&&(o.tags=S(t.tags.join(","))),t.scope!==void 0&&(o.scope=$(t.scope));let s=y(t,"sort-by");s!==void 0&&(o.sortBy=C(s,k,"--sort-by"));let i=y(t,"sort-order");i!==void 0&&(o.sortOrder=C(i,B,"--sort-order")),t.limit!==void 0&&(o.limit=g(t.limit,"--limit")),t.offset!==void 0&&(o.offset=g(t.offset,"--offset",{allowZero:!0}));let a=await L(c(),o);if(n==="json")return j(r,a);r.out(E(a,o.offset??0))}};function C(t,e,r){if(e.includes(t))return t;throw new d(`Unknown ${r} ${JSON.stringify(t)}: use ${e.join(" or ")}.`)}p(C,"oneOf");function E(t,e){let r=P(t);if(t.memories.length===0)return`No memories found${t.total>0?` on this page (total ${t.total})`:r?` (filtered by ${r})`:""}.
${t.total===0&&!r?`Create one with: memory write "…" --type learning --tags topic
`:""}`;let c=T(["Slug","Title","Type","Scope","Updated"],t.memories.map(s=>[s.slug,s.title,s.type,`[${s.scope}]`,s.updated.replace(/Z$/,"")]),[40,40,10,12,19]),n=t.memories.length,o=n<t.total?`, showing ${e+1}–${e+n}`:"";return`${c}

Total: ${R(t.total,"memory","memories")}${o}${r?` (filtered by ${r})`:""}
`}p(E,"renderList");function P({filters:t}){let e=[];return t.type&&e.push(`type=${t.type}`),t.tags&&e.push(`tags=${t.tags.join(",")}`),t.scope&&e.push(`scope=${t.scope}`),e.join(", ")}p(P,"describeFilters");export{X as command,E as renderList};
