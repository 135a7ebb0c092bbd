#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as g}from"./chunk-XT7K7GVN.mjs";import"./chunk-ACAU5Z6T.mjs";import"./chunk-PFKVHMTG.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-QMB6PKLA.mjs";import"./chunk-RWKJUI5E.mjs";import"./chunk-NTV52SZO.mjs";import"./chunk-4QSKLT2K.mjs";import{b as a}from"./chunk-FH472LVS.mjs";import{f as m}from"./chunk-BYQ76DWM.mjs";import{a as p}from"./chunk-MAFWBILP.mjs";import"./chunk-QZ7CMNTG.mjs";import"./chunk-YDTOR33Q.mjs";import"./chunk-YI3ALH5A.mjs";import"./chunk-7E6HYYLD.mjs";import"./chunk-FQ7W5XGV.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-ALL4ZPWR.mjs";import{n as d}from"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var U={name:"injections",usage:`Usage: memory injections [--session <id>] [--limit <n>] [--json]

Shows what the hooks told the model: each injection (session brief, prompt
recall, gotchas after a Read or Bash call) with its session, what it answered,
the memories injected and its size in characters and about-tokens.

Options:
  --session <id>          only this session (a prefix is enough)
  --limit <n>             the last n injections (default 20)
  --plugin-data <dir>     the plugin's data directory (default: $CLAUDE_PLUGIN_DATA)
  --json                  print JSON`,options:{session:{type:"string"},limit:{type:"string"},"plugin-data":{type:"string"}},async run({values:s,positionals:u},{io:n}){if(u.length>0)throw new d("memory injections takes no arguments; use --session or --limit.");let c=a(s,"plugin-data")?.trim(),f=c?{...process.env,CLAUDE_PLUGIN_DATA:c}:process.env,h=s.limit===void 0?20:m(s.limit,"--limit"),o=a(s,"session"),l=g(o?1e5:h,f),e=(o?l.filter(t=>t.session_id.startsWith(o)):l).slice(-h),i=e.reduce((t,r)=>t+(r.chars??0),0);if(s.json)return p(n,{success:!0,injections:e,total:e.length,chars:i,tokens:Math.ceil(i/4)});if(e.length===0)return n.out(`Nothing was injected yet (or the hooks keep their log in another plugin data directory: pass --plugin-data).
`);for(let t of e){let r=t.chars===void 0?"":`  ${t.chars} chars ≈ ${Math.ceil(t.chars/4)} tokens`;n.out(`${t.ts}  ${t.event??"PostToolUse"}  session ${t.session_id.slice(0,12)}${r}
  why: ${t.tool} ${t.target}
  injected: ${t.injected.join(", ")||(t.event==="SessionStart"?"the session brief":"-")}${t.omitted.length?`
  over budget: ${t.omitted.join(", ")}`:""}
`)}n.out(`${e.length} injection${e.length===1?"":"s"}, ${i} characters ≈ ${Math.ceil(i/4)} tokens.
`)}};export{U as command};
