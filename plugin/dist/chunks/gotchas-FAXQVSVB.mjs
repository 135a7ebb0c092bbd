#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as j,b as C,c as O}from"./chunk-CHDWKX5H.mjs";import"./chunk-44CERB5L.mjs";import"./chunk-VFLVZ42U.mjs";import"./chunk-5VEY7VT2.mjs";import"./chunk-LH4CZ6JF.mjs";import"./chunk-VD7WT4YR.mjs";import"./chunk-5CMOENEK.mjs";import"./chunk-3EEAISHM.mjs";import{b as f}from"./chunk-3WMF4QMG.mjs";import{a as y}from"./chunk-MAFWBILP.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-UBQV3NO5.mjs";import{a as b}from"./chunk-QB5MMPBE.mjs";import{d as G,f as S}from"./chunk-USTYEH52.mjs";import"./chunk-7FQAE74S.mjs";import"./chunk-5A5GEZZY.mjs";import"./chunk-KLMN6IUR.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-XMF4LERR.mjs";import"./chunk-4TO45CQJ.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-WDCVASYL.mjs";import{a,b as k,c as $}from"./chunk-34UDZLXG.mjs";import"./chunk-RDLFL55N.mjs";import"./chunk-TZVF3BXT.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-4JN4LNCU.mjs";import"./chunk-ISAZLUQO.mjs";import"./chunk-XS3B6OCC.mjs";import"./chunk-VDIJK45X.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-SXKWM6V3.mjs";import"./chunk-HGMQJ3PH.mjs";import{o as g}from"./chunk-6LUUS5EZ.mjs";import{a as v}from"./chunk-VLGG2NQA.mjs";var U={name:"gotchas",usage:`Usage: memory gotchas [<path>] [--command "<shell command>"] [options]
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
  --json                  print JSON`,options:{command:{type:"string"},scope:{type:"string"},"min-relevance":{type:"string"},session:{type:"string"},log:{type:"boolean"},limit:{type:"string"},"plugin-data":{type:"string"}},async run({values:t,positionals:s},{io:i,context:n}){let h=process.env;if(t.log){let d=t.limit===void 0?20:S(t.limit,"--limit"),w=O(n(),1e5,h),l=w.records.filter(o=>o.event===void 0||o.event==="PostToolUse").slice(-d),{file:u}=w;if(t.json)return y(i,{success:!0,injections:l,total:l.length,file:u});if(l.length===0){i.out(`The hook has injected no gotchas in this project yet (its log: ${u}).
`);return}i.out(`Last ${l.length} injection${l.length===1?"":"s"} in this project (log: ${u}):
`);for(let o of l)i.out(`${o.ts}  ${o.tool} ${o.target}
  injected: ${o.injected.join(", ")||"-"}${o.suppressed.length?`
  already shown: ${o.suppressed.join(", ")}`:""}${o.omitted.length?`
  over budget: ${o.omitted.join(", ")}`:""}
`);return}if(s.length>1)throw new g("Give at most one path (quote paths with spaces).");let e={};s[0]!==void 0&&(e.path=s[0]);let p=f(t,"command");p!==void 0&&(e.command=p),t.scope!==void 0&&(e.scope=G(t.scope));let c=f(t,"min-relevance");if(c!==void 0){let d=Number(c);if(!(d>=0&&d<=1))throw new g(`--min-relevance must be a number from 0 to 1, got ${JSON.stringify(c)}.`);e.minRelevance=d}let m=f(t,"session")?.trim();m&&(e.session=m);let r=await C(n(),e,h);if(t.json)return y(i,r);i.out(T(r))}};function T(t){let s=t.target===void 0?void 0:$(t.target),i=s?`Gotchas relevant to ${s}`:"All gotchas";if(t.total===0)return s?`No gotcha is relevant to ${s}.
`:`No gotchas yet. Record one with: memory write "\u2026" --type gotcha --tags <area> --paths "<glob>"
`;let n=[`${i} (${t.total}${t.suppressedCount?`, ${t.suppressedCount} already shown in this session`:""}):`,""];t.gotchas.slice(0,j).forEach((e,p)=>{let c=e.relevance===void 0?"":` (relevance: ${e.relevance.toFixed(2)})`;n.push(`${p+1}. ${a(e.slug,100)} [${e.scope}]${c}${e.shownThisSession?" \u2014 already shown in this session":""}`),n.push(`   ${a(e.title)}${e.severity?` (${a(e.severity,20)})`:""}`),e.staleSources?.length&&n.push(`   \u26A0 may be stale: ${e.staleSources.map(r=>$(r,80)).join(", ")} changed since it was verified (check it, then \`memory verify ${e.slug}\`)`),e.text&&n.push(`   "${k(e.text,600)}"`);let m=[e.tags.length?`Tags: ${e.tags.map(r=>a(r,50)).join(", ")}`:"",e.paths.length?`Paths: ${e.paths.map(r=>a(r,256)).join(", ")}`:""].filter(Boolean);m.length&&n.push(`   ${m.join("  ")}`),e.reason&&n.push(`   Why: ${a(e.reason,400)}`),n.push("")});let h=t.gotchas.length-j;return h>0&&n.push(`\u2026 and ${b(h,s?"less relevant gotcha":"more gotcha")} (--json lists every one).`,""),n.join(`
`)}v(T,"renderGotchas");export{U as command,T as renderGotchas};
