#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{c as g}from"./chunk-UNTI4DSC.mjs";import"./chunk-YSHDFEB5.mjs";import{d as f}from"./chunk-WYRQMUVM.mjs";import{b as l}from"./chunk-6DDDFCJB.mjs";import{a as p}from"./chunk-7ZSPSNZH.mjs";import"./chunk-EWXQEWD2.mjs";import"./chunk-QI7AOMXS.mjs";import"./chunk-QHU26LBW.mjs";import"./chunk-NAXZYVFY.mjs";import"./chunk-CKEBWPCU.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-BEAEBU4Y.mjs";import"./chunk-UOVPYIZC.mjs";import"./chunk-CO7E3R4N.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-CLE7BPTM.mjs";import"./chunk-KHB7NMYU.mjs";import"./chunk-ESPXVXXQ.mjs";import"./chunk-2MS6PUN5.mjs";import"./chunk-D3ONPYUY.mjs";import{f as d}from"./chunk-I55I7B6K.mjs";import"./chunk-2TIKFHZH.mjs";import"./chunk-UURTMX2N.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-B7D26C5M.mjs";import"./chunk-VYBYBLGY.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-7EC4ZU4C.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-3QFSW6IX.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-APR6BMEE.mjs";import"./chunk-2NAVIQ7Z.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-G4BZTF4Q.mjs";import{q as h}from"./chunk-ON4FK65K.mjs";import"./chunk-VLGG2NQA.mjs";var O={name:"injections",usage:`Usage: memory injections [--session <id>] [--limit <n>] [--json]

Shows what the hooks told the model: each injection (session brief, prompt
recall, gotchas after a Read or Bash call) with its session, what it answered,
the memories injected and its size in characters and about-tokens.

Options:
  --session <id>          only this session (a prefix is enough)
  --limit <n>             the last n injections (default 20)
  --json                  print JSON`,options:{session:{type:"string"},limit:{type:"string"}},async run({values:s,positionals:j},{io:n,context:$}){if(j.length>0)throw new h("memory injections takes no arguments; use --session or --limit.");let c=s.limit===void 0?20:d(s.limit,"--limit"),i=l(s,"session"),{records:a,file:m}=g($(),i?1e5:c,process.env),e=(i?a.filter(t=>t.session_id.startsWith(i)):a).slice(-c),o=e.reduce((t,r)=>t+(r.chars??0),0);if(s.json)return p(n,{success:!0,injections:e,total:e.length,chars:o,tokens:Math.ceil(o/4),file:m});if(e.length===0)return n.out(`Nothing was injected in this project yet (the hooks' log: ${m}).
`);for(let t of e){let r=t.chars===void 0?"":`  ${t.chars} chars \u2248 ${Math.ceil(t.chars/4)} tokens`;n.out(`${t.ts}  ${t.event??"PostToolUse"}  session ${t.session_id.slice(0,12)}${r}
  why: ${t.tool} ${t.target}
  injected: ${t.injected.join(", ")||(t.event==="SessionStart"?"the session brief":"-")}${t.omitted.length?`
  over budget: ${t.omitted.join(", ")}${f(t.moreOmitted)}`:""}
`)}n.out(`${e.length} injection${e.length===1?"":"s"}, ${o} characters \u2248 ${Math.ceil(o/4)} tokens.
`)}};export{O as command};
