#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as j}from"./chunk-WMIKNMBS.mjs";import"./chunk-WYRQMUVM.mjs";import{b as c,c as y,d as h,e as $,f as b}from"./chunk-6DDDFCJB.mjs";import{a as S}from"./chunk-7ZSPSNZH.mjs";import{a as L}from"./chunk-5K4JVNEF.mjs";import"./chunk-PXXTZXIQ.mjs";import"./chunk-DNRHNK2U.mjs";import"./chunk-EWXQEWD2.mjs";import"./chunk-L74AU37X.mjs";import"./chunk-QI7AOMXS.mjs";import"./chunk-QHU26LBW.mjs";import"./chunk-NAXZYVFY.mjs";import"./chunk-CKEBWPCU.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-BEAEBU4Y.mjs";import"./chunk-IVCNNNOV.mjs";import{c as u}from"./chunk-2R5GVUNB.mjs";import"./chunk-UOVPYIZC.mjs";import"./chunk-CO7E3R4N.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-CLE7BPTM.mjs";import"./chunk-KDFQAFRC.mjs";import"./chunk-KHB7NMYU.mjs";import"./chunk-ESPXVXXQ.mjs";import"./chunk-2MS6PUN5.mjs";import"./chunk-D3ONPYUY.mjs";import{b as O,d as T,e as w,f}from"./chunk-I55I7B6K.mjs";import"./chunk-2TIKFHZH.mjs";import"./chunk-UURTMX2N.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-B7D26C5M.mjs";import"./chunk-VYBYBLGY.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-7EC4ZU4C.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-3QFSW6IX.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-APR6BMEE.mjs";import"./chunk-2NAVIQ7Z.mjs";import"./chunk-U3YKERXC.mjs";import{o as g}from"./chunk-G4BZTF4Q.mjs";import{q as d}from"./chunk-ON4FK65K.mjs";import{a as m}from"./chunk-VLGG2NQA.mjs";var A=["created","updated","title"],C=50,U=["asc","desc"],W={name:"list",usage:`Usage: memory list [options]

Lists memories across all available scopes, most recently updated first.

Options:
  --type <type>            only this type
  --tags <a,b>             only memories with any of these tags
  --scope <scope|all>      project | local | global | enterprise | auto | all (default: all)
                           (auto: Claude Code's own memory of the project, read-only)
  --sort-by <field>        created | updated | title (default: updated)
  --sort-order <order>     asc | desc (default: desc; asc for title)
  --limit <n>              at most n memories (default: 50 in a table, all with --json)
  --offset <n>             skip the first n
${$}
  --format table|json      output format (--json is short for --format json)`,options:{...h,type:{type:"string"},tags:{type:"string",multiple:!0},scope:{type:"string"},"sort-by":{type:"string"},"sort-order":{type:"string"},limit:{type:"string"},offset:{type:"string"},format:{type:"string"}},async run({values:t,positionals:e},{io:s,context:i}){let a=y(t,["table"],"table");if(e.length>0)throw new d(`memory list takes no arguments (got "${e.join(" ")}"); filter with --type, --tags or --scope.`);let o=b(t);t.type!==void 0&&(o.type=O(t.type)),t.tags!==void 0&&(o.tags=w(t.tags.join(","))),t.scope!==void 0&&(o.scope=T(t.scope));let p=c(t,"sort-by");p!==void 0&&(o.sortBy=M(p,A,"--sort-by"));let l=c(t,"sort-order");l!==void 0&&(o.sortOrder=M(l,U,"--sort-order")),t.limit!==void 0?o.limit=f(t.limit,"--limit"):a==="table"&&(o.limit=C),t.offset!==void 0&&(o.offset=f(t.offset,"--offset",{allowZero:!0}));let n=await L(i(),o);if(a==="json")return S(s,n);s.out(N(n,o.offset??0,_(s.stdoutIsTTY)))}};function M(t,e,s){if(e.includes(t))return t;throw new d(`Unknown ${s} ${JSON.stringify(t)}: use ${e.join(" or ")}.`)}m(M,"oneOf");function _(t){let e=t?process.stdout.columns:Number(process.env.COLUMNS);return Number.isInteger(e)&&e>=40?e:120}m(_,"terminalColumns");function N(t,e,s=120){let i=F(t);if(t.memories.length===0)return`No memories found${t.total>0?` on this page (total ${t.total})`:i?` (filtered by ${i})`:""}.
${t.total===0&&!i?`Create one with: memory write "\u2026" --type learning --tags topic
`:""}`;let a=Math.max(4,...t.memories.map(r=>r.slug.length)),o=Math.max(4,...t.memories.map(r=>r.type.length)),p=a+o+12+19+15+1,l=j(["Slug","Title","Type","Scope","Updated"],t.memories.map(r=>[r.slug,r.title,r.type,`[${r.scope}]`,r.updated.replace(/Z$/,"")]),[a,Math.max(20,s-p),o,12,19]),n=t.memories.length,R=e+n<t.total?`; next page: --offset ${e+n}`:"",E=n<t.total?`, showing ${e+1}\u2013${e+n}${R}`:"",x=t.memories.some(r=>r.scope==="auto")?`
[auto] is ${u}: \`memory promote <slug>\` shares one with the team.`:"";return`${l}

Total: ${g(t.total,"memory","memories")}${E}${i?` (filtered by ${i})`:""}${x}
`}m(N,"renderList");function F({filters:t}){let e=[];return t.type&&e.push(`type=${t.type}`),t.tags&&e.push(`tags=${t.tags.join(",")}`),t.scope&&e.push(`scope=${t.scope}`),e.join(", ")}m(F,"describeFilters");export{W as command,N as renderList};
