#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as M}from"./chunk-VBY62ZS7.mjs";import{a as w}from"./chunk-3NYLJS3K.mjs";import"./chunk-BTWXEF6Z.mjs";import"./chunk-HKKMPHBL.mjs";import"./chunk-MHWSQOHC.mjs";import"./chunk-UL447TM6.mjs";import"./chunk-BTK5EWWV.mjs";import"./chunk-CI6DYMRV.mjs";import"./chunk-7SEXPJUI.mjs";import"./chunk-XFHGK2UA.mjs";import{b as l,c as g,d as y,e as u,f as h}from"./chunk-3WMF4QMG.mjs";import{a as S}from"./chunk-MAFWBILP.mjs";import{b as $,d as b,e as O,f as c}from"./chunk-4BDHKSQT.mjs";import"./chunk-ZRPPT4AU.mjs";import{a as T}from"./chunk-QB5MMPBE.mjs";import"./chunk-TTWKJ4AJ.mjs";import"./chunk-3BJJZJIR.mjs";import"./chunk-ZGQWTLUV.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-RKN6YZV7.mjs";import"./chunk-KCD43ZUP.mjs";import"./chunk-YEJ55CSM.mjs";import"./chunk-ZMVMD2FB.mjs";import"./chunk-TDRJTSOG.mjs";import"./chunk-T6T4A6V4.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-MU7YC4H5.mjs";import"./chunk-WA4KJ5N2.mjs";import"./chunk-4IN5UH4X.mjs";import"./chunk-J5W6BCYX.mjs";import"./chunk-MHKTQZZN.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-5QULY22S.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-QDFSIVCO.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-4FRL3VM5.mjs";import"./chunk-DZIJLMTV.mjs";import"./chunk-LKSTYOHA.mjs";import"./chunk-VDIJK45X.mjs";import"./chunk-HGMQJ3PH.mjs";import{o as f}from"./chunk-6LUUS5EZ.mjs";import{a}from"./chunk-VLGG2NQA.mjs";var R=["created","updated","title"],x=["asc","desc"],q={name:"list",usage:`Usage: memory list [options]

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
  --format table|json      output format (--json is short for --format json)`,options:{...y,type:{type:"string"},tags:{type:"string",multiple:!0},scope:{type:"string"},"sort-by":{type:"string"},"sort-order":{type:"string"},limit:{type:"string"},offset:{type:"string"},format:{type:"string"}},async run({values:t,positionals:e},{io:s,context:i}){let m=g(t,["table"],"table");if(e.length>0)throw new f(`memory list takes no arguments (got "${e.join(" ")}"); filter with --type, --tags or --scope.`);let o=h(t);t.type!==void 0&&(o.type=$(t.type)),t.tags!==void 0&&(o.tags=O(t.tags.join(","))),t.scope!==void 0&&(o.scope=b(t.scope));let p=l(t,"sort-by");p!==void 0&&(o.sortBy=j(p,R,"--sort-by"));let d=l(t,"sort-order");d!==void 0&&(o.sortOrder=j(d,x,"--sort-order")),t.limit!==void 0&&(o.limit=c(t.limit,"--limit")),t.offset!==void 0&&(o.offset=c(t.offset,"--offset",{allowZero:!0}));let n=await w(i(),o);if(m==="json")return S(s,n);s.out(N(n,o.offset??0,E(s.stdoutIsTTY)))}};function j(t,e,s){if(e.includes(t))return t;throw new f(`Unknown ${s} ${JSON.stringify(t)}: use ${e.join(" or ")}.`)}a(j,"oneOf");function E(t){let e=t?process.stdout.columns:Number(process.env.COLUMNS);return Number.isInteger(e)&&e>=40?e:120}a(E,"terminalColumns");function N(t,e,s=120){let i=U(t);if(t.memories.length===0)return`No memories found${t.total>0?` on this page (total ${t.total})`:i?` (filtered by ${i})`:""}.
${t.total===0&&!i?`Create one with: memory write "…" --type learning --tags topic
`:""}`;let m=Math.max(4,...t.memories.map(r=>r.slug.length)),o=Math.max(4,...t.memories.map(r=>r.type.length)),p=m+o+12+19+15+1,d=M(["Slug","Title","Type","Scope","Updated"],t.memories.map(r=>[r.slug,r.title,r.type,`[${r.scope}]`,r.updated.replace(/Z$/,"")]),[m,Math.max(20,s-p),o,12,19]),n=t.memories.length,L=n<t.total?`, showing ${e+1}–${e+n}`:"";return`${d}

Total: ${T(t.total,"memory","memories")}${L}${i?` (filtered by ${i})`:""}
`}a(N,"renderList");function U({filters:t}){let e=[];return t.type&&e.push(`type=${t.type}`),t.tags&&e.push(`tags=${t.tags.join(",")}`),t.scope&&e.push(`scope=${t.scope}`),e.join(", ")}a(U,"describeFilters");export{q as command,N as renderList};
