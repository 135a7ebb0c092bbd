#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as w,b as j}from"./chunk-XT7K7GVN.mjs";import"./chunk-ACAU5Z6T.mjs";import"./chunk-PFKVHMTG.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-QMB6PKLA.mjs";import"./chunk-RWKJUI5E.mjs";import"./chunk-NTV52SZO.mjs";import"./chunk-4QSKLT2K.mjs";import{b as r}from"./chunk-FH472LVS.mjs";import{d as $,f as y}from"./chunk-BYQ76DWM.mjs";import{a as d}from"./chunk-MAFWBILP.mjs";import"./chunk-QZ7CMNTG.mjs";import"./chunk-YDTOR33Q.mjs";import"./chunk-YI3ALH5A.mjs";import"./chunk-7E6HYYLD.mjs";import"./chunk-FQ7W5XGV.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-ALL4ZPWR.mjs";import{n as m}from"./chunk-UHTTBMNS.mjs";import{a as g}from"./chunk-VLGG2NQA.mjs";var U={name:"gotchas",usage:`Usage: memory gotchas [<path>] [--command "<shell command>"] [options]
       memory gotchas --log [--limit <n>]

Lists the gotchas (and hard-classified memories) relevant to a file or a shell
command, as the PostToolUse hook would pick them — or all of them — including
those already shown in this session. --log shows what the hook injected.

Options:
  --command <cmd>         rank against a shell command instead of a path
  --scope <scope|all>     only one scope (default: all)
  --min-relevance <0-1>   threshold for a path or command (default 0.5, as the hook)
  --session <id>          session whose shown gotchas to mark (default: the latest)
  --log                   show the hook's injection log instead
  --limit <n>             with --log: the last n injections (default 20)
  --plugin-data <dir>     the plugin's data directory (default: $CLAUDE_PLUGIN_DATA)
  --json                  print JSON`,options:{command:{type:"string"},scope:{type:"string"},"min-relevance":{type:"string"},session:{type:"string"},log:{type:"boolean"},limit:{type:"string"},"plugin-data":{type:"string"}},async run({values:e,positionals:a},{io:n,context:t}){let l=r(e,"plugin-data")?.trim(),h=l?{...process.env,CLAUDE_PLUGIN_DATA:l}:process.env;if(e.log){let o=j(e.limit===void 0?20:y(e.limit,"--limit"),h);if(e.json)return d(n,{success:!0,injections:o,total:o.length});if(o.length===0)return n.out(`The hook has injected no gotchas yet.
`);for(let i of o)n.out(`${i.ts}  ${i.tool} ${i.target}
  injected: ${i.injected.join(", ")||"-"}${i.suppressed.length?`
  already shown: ${i.suppressed.join(", ")}`:""}${i.omitted.length?`
  over budget: ${i.omitted.join(", ")}`:""}
`);return}if(a.length>1)throw new m("Give at most one path (quote paths with spaces).");let s={};a[0]!==void 0&&(s.path=a[0]);let p=r(e,"command");p!==void 0&&(s.command=p),e.scope!==void 0&&(s.scope=$(e.scope));let c=r(e,"min-relevance");if(c!==void 0){let o=Number(c);if(!(o>=0&&o<=1))throw new m(`--min-relevance must be a number from 0 to 1, got ${JSON.stringify(c)}.`);s.minRelevance=o}let u=r(e,"session");u!==void 0&&(s.session=u);let f=await w(t(),s,h);if(e.json)return d(n,f);n.out(v(f))}};function v(e){let a=e.target?`Gotchas relevant to ${e.target}`:"All gotchas";if(e.total===0)return e.target?`No gotcha is relevant to ${e.target}.
`:`No gotchas yet. Record one with: memory write "…" --type gotcha --tags <area> --paths "<glob>"
`;let n=[`${a} (${e.total}${e.suppressedCount?`, ${e.suppressedCount} already shown this session`:""}):`,""];return e.gotchas.forEach((t,l)=>{let h=t.relevance===void 0?"":` (relevance: ${t.relevance.toFixed(2)})`;n.push(`${l+1}. ${t.slug} [${t.scope}]${h}${t.shownThisSession?" — shown this session":""}`),n.push(`   ${t.title}${t.severity?` (${t.severity})`:""}`),t.staleSources?.length&&n.push(`   ⚠ may be stale: ${t.staleSources.join(", ")} changed since it was verified (check it, then \`memory verify ${t.slug}\`)`),t.text&&n.push(`   "${t.text}"`);let s=[t.tags.length?`Tags: ${t.tags.join(", ")}`:"",t.paths.length?`Paths: ${t.paths.join(", ")}`:""].filter(Boolean);s.length&&n.push(`   ${s.join("  ")}`),t.reason&&n.push(`   Why: ${t.reason}`),n.push("")}),n.join(`
`)}g(v,"renderGotchas");export{U as command,v as renderGotchas};
