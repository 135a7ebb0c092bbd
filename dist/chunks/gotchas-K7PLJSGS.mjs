#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as b,b as C}from"./chunk-S6IJAIDY.mjs";import"./chunk-OVSZRXHJ.mjs";import"./chunk-4JF6QBMG.mjs";import"./chunk-5VEY7VT2.mjs";import"./chunk-5I4STJN7.mjs";import"./chunk-DXLNNZHA.mjs";import"./chunk-5FOYTZAE.mjs";import{b as p}from"./chunk-3WMF4QMG.mjs";import{a as $}from"./chunk-MAFWBILP.mjs";import{d as v,f as k}from"./chunk-5V2FFJOL.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-BMVXVUAE.mjs";import"./chunk-7FQAE74S.mjs";import"./chunk-YOQEG27E.mjs";import"./chunk-QVD3VGNB.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-MU7YC4H5.mjs";import"./chunk-WA4KJ5N2.mjs";import{a as l,b as G,c as g}from"./chunk-34UDZLXG.mjs";import"./chunk-XLDGLFLO.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-TZVF3BXT.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-4JN4LNCU.mjs";import"./chunk-NXN6IRFI.mjs";import"./chunk-NN24BIUM.mjs";import"./chunk-VDIJK45X.mjs";import"./chunk-5QULY22S.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-HGMQJ3PH.mjs";import{o as u}from"./chunk-6LUUS5EZ.mjs";import{a as w}from"./chunk-VLGG2NQA.mjs";var P={name:"gotchas",usage:`Usage: memory gotchas [<path>] [--command "<shell command>"] [options]
       memory gotchas --log [--limit <n>]

Lists the gotchas (and hard-classified memories) relevant to a file or a shell
command, as the PostToolUse hook would pick them \u2014 or all of them. With
--session, those the hook already showed in that session are marked.
--log shows what the hook injected in this project, and where its log is.

Options:
  --command <cmd>         rank against a shell command instead of a path
  --scope <scope|all>     only one scope (default: all)
  --min-relevance <0-1>   threshold for a path or command (default 0.5, as the hook)
  --session <id>          Claude Code session whose shown gotchas to mark (default: none)
  --log                   show the hook's injection log instead
  --limit <n>             with --log: the last n injections (default 20)
  --json                  print JSON`,options:{command:{type:"string"},scope:{type:"string"},"min-relevance":{type:"string"},session:{type:"string"},log:{type:"boolean"},limit:{type:"string"},"plugin-data":{type:"string"}},async run({values:t,positionals:s},{io:i,context:n}){let e=process.env;if(t.log){let c=t.limit===void 0?20:k(t.limit,"--limit"),j=C(n(),1e5,e),m=j.records.filter(o=>o.event===void 0||o.event==="PostToolUse").slice(-c),{file:f}=j;if(t.json)return $(i,{success:!0,injections:m,total:m.length,file:f});if(m.length===0){i.out(`The hook has injected no gotchas in this project yet (its log: ${f}).
`);return}i.out(`Last ${m.length} injection${m.length===1?"":"s"} in this project (log: ${f}):
`);for(let o of m)i.out(`${o.ts}  ${o.tool} ${o.target}
  injected: ${o.injected.join(", ")||"-"}${o.suppressed.length?`
  already shown: ${o.suppressed.join(", ")}`:""}${o.omitted.length?`
  over budget: ${o.omitted.join(", ")}`:""}
`);return}if(s.length>1)throw new u("Give at most one path (quote paths with spaces).");let r={};s[0]!==void 0&&(r.path=s[0]);let d=p(t,"command");d!==void 0&&(r.command=d),t.scope!==void 0&&(r.scope=v(t.scope));let h=p(t,"min-relevance");if(h!==void 0){let c=Number(h);if(!(c>=0&&c<=1))throw new u(`--min-relevance must be a number from 0 to 1, got ${JSON.stringify(h)}.`);r.minRelevance=c}let a=p(t,"session")?.trim();a&&(r.session=a);let y=await b(n(),r,e);if(t.json)return $(i,y);i.out(R(y))}};function R(t){let s=t.target===void 0?void 0:g(t.target),i=s?`Gotchas relevant to ${s}`:"All gotchas";if(t.total===0)return s?`No gotcha is relevant to ${s}.
`:`No gotchas yet. Record one with: memory write "\u2026" --type gotcha --tags <area> --paths "<glob>"
`;let n=[`${i} (${t.total}${t.suppressedCount?`, ${t.suppressedCount} already shown in this session`:""}):`,""];return t.gotchas.forEach((e,r)=>{let d=e.relevance===void 0?"":` (relevance: ${e.relevance.toFixed(2)})`;n.push(`${r+1}. ${l(e.slug,100)} [${e.scope}]${d}${e.shownThisSession?" \u2014 already shown in this session":""}`),n.push(`   ${l(e.title)}${e.severity?` (${l(e.severity,20)})`:""}`),e.staleSources?.length&&n.push(`   \u26A0 may be stale: ${e.staleSources.map(a=>g(a,80)).join(", ")} changed since it was verified (check it, then \`memory verify ${e.slug}\`)`),e.text&&n.push(`   "${G(e.text,600)}"`);let h=[e.tags.length?`Tags: ${e.tags.map(a=>l(a,50)).join(", ")}`:"",e.paths.length?`Paths: ${e.paths.map(a=>l(a,256)).join(", ")}`:""].filter(Boolean);h.length&&n.push(`   ${h.join("  ")}`),e.reason&&n.push(`   Why: ${l(e.reason,400)}`),n.push("")}),n.join(`
`)}w(R,"renderGotchas");export{P as command,R as renderGotchas};
