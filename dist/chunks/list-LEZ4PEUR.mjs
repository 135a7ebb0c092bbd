#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as w}from"./chunk-CDKQUJUS.mjs";import{a as S}from"./chunk-ISH2UTV7.mjs";import"./chunk-ZO34OYSU.mjs";import"./chunk-RWKJUI5E.mjs";import"./chunk-NTV52SZO.mjs";import"./chunk-4QSKLT2K.mjs";import{d as T}from"./chunk-6BNIUO6J.mjs";import{b as m,c,d as y,e as g,f as u}from"./chunk-FH472LVS.mjs";import{b as $,d as h,e as O,f as d}from"./chunk-BYQ76DWM.mjs";import{a as b}from"./chunk-MAFWBILP.mjs";import"./chunk-QZ7CMNTG.mjs";import"./chunk-YDTOR33Q.mjs";import"./chunk-YI3ALH5A.mjs";import"./chunk-7E6HYYLD.mjs";import"./chunk-FQ7W5XGV.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-ALL4ZPWR.mjs";import{n as a}from"./chunk-UHTTBMNS.mjs";import{a as n}from"./chunk-VLGG2NQA.mjs";var R=["created","updated","title"],L=["asc","desc"],x={name:"list",usage:`Usage: memory list [options]

Lists memories across all available scopes, most recently updated first.

Options:
  --type <type>            only this type
  --tags <a,b>             only memories with any of these tags
  --scope <scope|all>      project | local | global | enterprise | all (default: all)
  --sort-by <field>        created | updated | title (default: updated)
  --sort-order <order>     asc | desc (default: desc; asc for title)
  --limit <n>              at most n memories
  --offset <n>             skip the first n
${g}
  --format table|json      output format (--json is short for --format json)`,options:{...y,type:{type:"string"},tags:{type:"string",multiple:!0},scope:{type:"string"},"sort-by":{type:"string"},"sort-order":{type:"string"},limit:{type:"string"},offset:{type:"string"},format:{type:"string"}},async run({values:t,positionals:e},{io:r,context:p}){let i=c(t,["table"],"table");if(e.length>0)throw new a(`memory list takes no arguments (got "${e.join(" ")}"); filter with --type, --tags or --scope.`);let o=u(t);t.type!==void 0&&(o.type=$(t.type)),t.tags!==void 0&&(o.tags=O(t.tags.join(","))),t.scope!==void 0&&(o.scope=h(t.scope));let s=m(t,"sort-by");s!==void 0&&(o.sortBy=j(s,R,"--sort-by"));let f=m(t,"sort-order");f!==void 0&&(o.sortOrder=j(f,L,"--sort-order")),t.limit!==void 0&&(o.limit=d(t.limit,"--limit")),t.offset!==void 0&&(o.offset=d(t.offset,"--offset",{allowZero:!0}));let l=await w(p(),o);if(i==="json")return b(r,l);r.out(M(l,o.offset??0))}};function j(t,e,r){if(e.includes(t))return t;throw new a(`Unknown ${r} ${JSON.stringify(t)}: use ${e.join(" or ")}.`)}n(j,"oneOf");function M(t,e){let r=E(t);if(t.memories.length===0)return`No memories found${t.total>0?` on this page (total ${t.total})`:r?` (filtered by ${r})`:""}.
${t.total===0&&!r?`Create one with: memory write "…" --type learning --tags topic
`:""}`;let p=S(["Slug","Title","Type","Scope","Updated"],t.memories.map(s=>[s.slug,s.title,s.type,`[${s.scope}]`,s.updated.replace(/Z$/,"")]),[40,40,10,12,19]),i=t.memories.length,o=i<t.total?`, showing ${e+1}–${e+i}`:"";return`${p}

Total: ${T(t.total,"memory","memories")}${o}${r?` (filtered by ${r})`:""}
`}n(M,"renderList");function E({filters:t}){let e=[];return t.type&&e.push(`type=${t.type}`),t.tags&&e.push(`tags=${t.tags.join(",")}`),t.scope&&e.push(`scope=${t.scope}`),e.join(", ")}n(E,"describeFilters");export{x as command,M as renderList};
