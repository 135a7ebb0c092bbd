#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as j,b as w}from"./chunk-A6W6VHUY.mjs";import{b as l}from"./chunk-FH472LVS.mjs";import{a as p}from"./chunk-MAFWBILP.mjs";import"./chunk-7ACNNWBQ.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-5CLK2JG2.mjs";import{d as $,f as y}from"./chunk-7ODMUU6Q.mjs";import"./chunk-334IOZUZ.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-VSGBPT6K.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-HERGAW6M.mjs";import"./chunk-HVNIJGQF.mjs";import"./chunk-L7IXB44H.mjs";import"./chunk-HSC4KUTQ.mjs";import"./chunk-W2JO5FTH.mjs";import"./chunk-LSWSUO6D.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-X2VB24ZT.mjs";import"./chunk-HDUZFAIR.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import{n as d}from"./chunk-UHTTBMNS.mjs";import{a as u}from"./chunk-VLGG2NQA.mjs";var S={name:"gotchas",usage:`Usage: memory gotchas [<path>] [--command "<shell command>"] [options]
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
  --json                  print JSON`,options:{command:{type:"string"},scope:{type:"string"},"min-relevance":{type:"string"},session:{type:"string"},log:{type:"boolean"},limit:{type:"string"},"plugin-data":{type:"string"}},async run({values:t,positionals:r},{io:n,context:e}){let h=process.env;if(t.log){let{records:o,file:m}=w(e(),t.limit===void 0?20:y(t.limit,"--limit"),h);if(t.json)return p(n,{success:!0,injections:o,total:o.length,file:m});if(o.length===0){n.out(`The hook has injected no gotchas in this project yet (its log: ${m}).
`);return}n.out(`Last ${o.length} injection${o.length===1?"":"s"} in this project (log: ${m}):
`);for(let i of o)n.out(`${i.ts}  ${i.tool} ${i.target}
  injected: ${i.injected.join(", ")||"-"}${i.suppressed.length?`
  already shown: ${i.suppressed.join(", ")}`:""}${i.omitted.length?`
  over budget: ${i.omitted.join(", ")}`:""}
`);return}if(r.length>1)throw new d("Give at most one path (quote paths with spaces).");let s={};r[0]!==void 0&&(s.path=r[0]);let a=l(t,"command");a!==void 0&&(s.command=a),t.scope!==void 0&&(s.scope=$(t.scope));let c=l(t,"min-relevance");if(c!==void 0){let o=Number(c);if(!(o>=0&&o<=1))throw new d(`--min-relevance must be a number from 0 to 1, got ${JSON.stringify(c)}.`);s.minRelevance=o}let f=l(t,"session")?.trim();f&&(s.session=f);let g=await j(e(),s,h);if(t.json)return p(n,g);n.out(v(g))}};function v(t){let r=t.target?`Gotchas relevant to ${t.target}`:"All gotchas";if(t.total===0)return t.target?`No gotcha is relevant to ${t.target}.
`:`No gotchas yet. Record one with: memory write "…" --type gotcha --tags <area> --paths "<glob>"
`;let n=[`${r} (${t.total}${t.suppressedCount?`, ${t.suppressedCount} already shown in this session`:""}):`,""];return t.gotchas.forEach((e,h)=>{let s=e.relevance===void 0?"":` (relevance: ${e.relevance.toFixed(2)})`;n.push(`${h+1}. ${e.slug} [${e.scope}]${s}${e.shownThisSession?" — already shown in this session":""}`),n.push(`   ${e.title}${e.severity?` (${e.severity})`:""}`),e.staleSources?.length&&n.push(`   ⚠ may be stale: ${e.staleSources.join(", ")} changed since it was verified (check it, then \`memory verify ${e.slug}\`)`),e.text&&n.push(`   "${e.text}"`);let a=[e.tags.length?`Tags: ${e.tags.join(", ")}`:"",e.paths.length?`Paths: ${e.paths.join(", ")}`:""].filter(Boolean);a.length&&n.push(`   ${a.join("  ")}`),e.reason&&n.push(`   Why: ${e.reason}`),n.push("")}),n.join(`
`)}u(v,"renderGotchas");export{S as command,v as renderGotchas};
