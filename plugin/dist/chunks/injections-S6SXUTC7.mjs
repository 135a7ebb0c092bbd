#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{c as p}from"./chunk-CHDWKX5H.mjs";import"./chunk-44CERB5L.mjs";import"./chunk-VFLVZ42U.mjs";import"./chunk-5VEY7VT2.mjs";import"./chunk-LH4CZ6JF.mjs";import"./chunk-VD7WT4YR.mjs";import"./chunk-5CMOENEK.mjs";import{b as l}from"./chunk-3WMF4QMG.mjs";import{a as g}from"./chunk-MAFWBILP.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-UBQV3NO5.mjs";import{f as d}from"./chunk-USTYEH52.mjs";import"./chunk-7FQAE74S.mjs";import"./chunk-5A5GEZZY.mjs";import"./chunk-KLMN6IUR.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-XMF4LERR.mjs";import"./chunk-4TO45CQJ.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-RDLFL55N.mjs";import"./chunk-TZVF3BXT.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-4JN4LNCU.mjs";import"./chunk-ISAZLUQO.mjs";import"./chunk-XS3B6OCC.mjs";import"./chunk-VDIJK45X.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-SXKWM6V3.mjs";import"./chunk-HGMQJ3PH.mjs";import{o as m}from"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";var b={name:"injections",usage:`Usage: memory injections [--session <id>] [--limit <n>] [--json]

Shows what the hooks told the model: each injection (session brief, prompt
recall, gotchas after a Read or Bash call) with its session, what it answered,
the memories injected and its size in characters and about-tokens.

Options:
  --session <id>          only this session (a prefix is enough)
  --limit <n>             the last n injections (default 20)
  --json                  print JSON`,options:{session:{type:"string"},limit:{type:"string"}},async run({values:e,positionals:f},{io:n,context:j}){if(f.length>0)throw new m("memory injections takes no arguments; use --session or --limit.");let c=e.limit===void 0?20:d(e.limit,"--limit"),o=l(e,"session"),{records:a,file:h}=p(j(),o?1e5:c,process.env),s=(o?a.filter(t=>t.session_id.startsWith(o)):a).slice(-c),i=s.reduce((t,r)=>t+(r.chars??0),0);if(e.json)return g(n,{success:!0,injections:s,total:s.length,chars:i,tokens:Math.ceil(i/4),file:h});if(s.length===0)return n.out(`Nothing was injected in this project yet (the hooks' log: ${h}).
`);for(let t of s){let r=t.chars===void 0?"":`  ${t.chars} chars \u2248 ${Math.ceil(t.chars/4)} tokens`;n.out(`${t.ts}  ${t.event??"PostToolUse"}  session ${t.session_id.slice(0,12)}${r}
  why: ${t.tool} ${t.target}
  injected: ${t.injected.join(", ")||(t.event==="SessionStart"?"the session brief":"-")}${t.omitted.length?`
  over budget: ${t.omitted.join(", ")}`:""}
`)}n.out(`${s.length} injection${s.length===1?"":"s"}, ${i} characters \u2248 ${Math.ceil(i/4)} tokens.
`)}};export{b as command};
