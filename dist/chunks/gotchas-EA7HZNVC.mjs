#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as k,b as G}from"./chunk-AEH3XNFG.mjs";import{b as d}from"./chunk-FH472LVS.mjs";import{a as g}from"./chunk-MAFWBILP.mjs";import"./chunk-GT2JBW7J.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-LSZ7NF4X.mjs";import{d as j,f as w}from"./chunk-7ODMUU6Q.mjs";import"./chunk-P6QVJAYH.mjs";import"./chunk-7EFCY7DY.mjs";import"./chunk-PIZZMKH3.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-2HFVW3NG.mjs";import{a as l,b as v,c as u}from"./chunk-4H5RLCA7.mjs";import"./chunk-HVNIJGQF.mjs";import"./chunk-CZUHYRW2.mjs";import"./chunk-JEDTCPI6.mjs";import"./chunk-PPHRH2DN.mjs";import"./chunk-LSWSUO6D.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-T6MYUJGH.mjs";import"./chunk-SVMV2OEQ.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-PA7UMSCI.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import{n as f}from"./chunk-UHTTBMNS.mjs";import{a as y}from"./chunk-VLGG2NQA.mjs";var O={name:"gotchas",usage:`Usage: memory gotchas [<path>] [--command "<shell command>"] [options]
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
  --json                  print JSON`,options:{command:{type:"string"},scope:{type:"string"},"min-relevance":{type:"string"},session:{type:"string"},log:{type:"boolean"},limit:{type:"string"},"plugin-data":{type:"string"}},async run({values:t,positionals:s},{io:i,context:n}){let e=process.env;if(t.log){let{records:o,file:p}=G(n(),t.limit===void 0?20:w(t.limit,"--limit"),e);if(t.json)return g(i,{success:!0,injections:o,total:o.length,file:p});if(o.length===0){i.out(`The hook has injected no gotchas in this project yet (its log: ${p}).
`);return}i.out(`Last ${o.length} injection${o.length===1?"":"s"} in this project (log: ${p}):
`);for(let h of o)i.out(`${h.ts}  ${h.tool} ${h.target}
  injected: ${h.injected.join(", ")||"-"}${h.suppressed.length?`
  already shown: ${h.suppressed.join(", ")}`:""}${h.omitted.length?`
  over budget: ${h.omitted.join(", ")}`:""}
`);return}if(s.length>1)throw new f("Give at most one path (quote paths with spaces).");let r={};s[0]!==void 0&&(r.path=s[0]);let c=d(t,"command");c!==void 0&&(r.command=c),t.scope!==void 0&&(r.scope=j(t.scope));let m=d(t,"min-relevance");if(m!==void 0){let o=Number(m);if(!(o>=0&&o<=1))throw new f(`--min-relevance must be a number from 0 to 1, got ${JSON.stringify(m)}.`);r.minRelevance=o}let a=d(t,"session")?.trim();a&&(r.session=a);let $=await k(n(),r,e);if(t.json)return g(i,$);i.out(b($))}};function b(t){let s=t.target===void 0?void 0:u(t.target),i=s?`Gotchas relevant to ${s}`:"All gotchas";if(t.total===0)return s?`No gotcha is relevant to ${s}.
`:`No gotchas yet. Record one with: memory write "…" --type gotcha --tags <area> --paths "<glob>"
`;let n=[`${i} (${t.total}${t.suppressedCount?`, ${t.suppressedCount} already shown in this session`:""}):`,""];return t.gotchas.forEach((e,r)=>{let c=e.relevance===void 0?"":` (relevance: ${e.relevance.toFixed(2)})`;n.push(`${r+1}. ${l(e.slug,100)} [${e.scope}]${c}${e.shownThisSession?" — already shown in this session":""}`),n.push(`   ${l(e.title)}${e.severity?` (${l(e.severity,20)})`:""}`),e.staleSources?.length&&n.push(`   ⚠ may be stale: ${e.staleSources.map(a=>u(a,80)).join(", ")} changed since it was verified (check it, then \`memory verify ${e.slug}\`)`),e.text&&n.push(`   "${v(e.text,600)}"`);let m=[e.tags.length?`Tags: ${e.tags.map(a=>l(a,50)).join(", ")}`:"",e.paths.length?`Paths: ${e.paths.map(a=>l(a,256)).join(", ")}`:""].filter(Boolean);m.length&&n.push(`   ${m.join("  ")}`),e.reason&&n.push(`   Why: ${l(e.reason,400)}`),n.push("")}),n.join(`
`)}y(b,"renderGotchas");export{O as command,b as renderGotchas};
