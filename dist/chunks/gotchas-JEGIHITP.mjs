#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as v,b as k}from"./chunk-LBHC52JR.mjs";import"./chunk-PFKVHMTG.mjs";import{b as c}from"./chunk-FH472LVS.mjs";import{a as f}from"./chunk-MAFWBILP.mjs";import"./chunk-PU6PA7JB.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-E5JWTJA4.mjs";import{d as j,f as w}from"./chunk-7ODMUU6Q.mjs";import"./chunk-ULDTQ5EH.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-7DHRWQKO.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-C5POXCVM.mjs";import"./chunk-N3COVPHN.mjs";import"./chunk-75BZS4CU.mjs";import"./chunk-J3DY7WYT.mjs";import"./chunk-SODZLQ25.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-HUAHO3EW.mjs";import"./chunk-HDUZFAIR.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import{n as p}from"./chunk-UHTTBMNS.mjs";import{a as y}from"./chunk-VLGG2NQA.mjs";var O={name:"gotchas",usage:`Usage: memory gotchas [<path>] [--command "<shell command>"] [options]
       memory gotchas --log [--limit <n>]

Lists the gotchas (and hard-classified memories) relevant to a file or a shell
command, as the PostToolUse hook would pick them — or all of them. With
--session, those the hook already showed in that session are marked.
--log shows what the hook injected in this project, and where its log is.

Options:
  --command <cmd>         rank against a shell command instead of a path
  --scope <scope|all>     only one scope (default: all)
  --min-relevance <0-1>   threshold for a path or command (default 0.5, as the hook)
  --session <id>          Claude Code session whose shown gotchas to mark (default: none)
  --log                   show the hook's injection log instead
  --limit <n>             with --log: the last n injections (default 20)
  --json                  print JSON`,options:{command:{type:"string"},scope:{type:"string"},"min-relevance":{type:"string"},session:{type:"string"},log:{type:"boolean"},limit:{type:"string"},"plugin-data":{type:"string"}},async run({values:t,positionals:r},{io:n,context:e}){let h=process.env;if(t.log){let l=t.limit===void 0?20:w(t.limit,"--limit"),$=k(e(),1e5,h),i=$.records.filter(o=>o.event===void 0||o.event==="PostToolUse").slice(-l),{file:d}=$;if(t.json)return f(n,{success:!0,injections:i,total:i.length,file:d});if(i.length===0){n.out(`The hook has injected no gotchas in this project yet (its log: ${d}).
`);return}n.out(`Last ${i.length} injection${i.length===1?"":"s"} in this project (log: ${d}):
`);for(let o of i)n.out(`${o.ts}  ${o.tool} ${o.target}
  injected: ${o.injected.join(", ")||"-"}${o.suppressed.length?`
  already shown: ${o.suppressed.join(", ")}`:""}${o.omitted.length?`
  over budget: ${o.omitted.join(", ")}`:""}
`);return}if(r.length>1)throw new p("Give at most one path (quote paths with spaces).");let s={};r[0]!==void 0&&(s.path=r[0]);let a=c(t,"command");a!==void 0&&(s.command=a),t.scope!==void 0&&(s.scope=j(t.scope));let m=c(t,"min-relevance");if(m!==void 0){let l=Number(m);if(!(l>=0&&l<=1))throw new p(`--min-relevance must be a number from 0 to 1, got ${JSON.stringify(m)}.`);s.minRelevance=l}let g=c(t,"session")?.trim();g&&(s.session=g);let u=await v(e(),s,h);if(t.json)return f(n,u);n.out(G(u))}};function G(t){let r=t.target?`Gotchas relevant to ${t.target}`:"All gotchas";if(t.total===0)return t.target?`No gotcha is relevant to ${t.target}.
`:`No gotchas yet. Record one with: memory write "…" --type gotcha --tags <area> --paths "<glob>"
`;let n=[`${r} (${t.total}${t.suppressedCount?`, ${t.suppressedCount} already shown in this session`:""}):`,""];return t.gotchas.forEach((e,h)=>{let s=e.relevance===void 0?"":` (relevance: ${e.relevance.toFixed(2)})`;n.push(`${h+1}. ${e.slug} [${e.scope}]${s}${e.shownThisSession?" — already shown in this session":""}`),n.push(`   ${e.title}${e.severity?` (${e.severity})`:""}`),e.staleSources?.length&&n.push(`   ⚠ may be stale: ${e.staleSources.join(", ")} changed since it was verified (check it, then \`memory verify ${e.slug}\`)`),e.text&&n.push(`   "${e.text}"`);let a=[e.tags.length?`Tags: ${e.tags.join(", ")}`:"",e.paths.length?`Paths: ${e.paths.join(", ")}`:""].filter(Boolean);a.length&&n.push(`   ${a.join("  ")}`),e.reason&&n.push(`   Why: ${e.reason}`),n.push("")}),n.join(`
`)}y(G,"renderGotchas");export{O as command,G as renderGotchas};
