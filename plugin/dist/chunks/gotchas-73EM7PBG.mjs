#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as w,b,c as C}from"./chunk-UNTI4DSC.mjs";import"./chunk-YSHDFEB5.mjs";import{d as j}from"./chunk-WYRQMUVM.mjs";import{b as f}from"./chunk-6DDDFCJB.mjs";import{a as y}from"./chunk-7ZSPSNZH.mjs";import"./chunk-EWXQEWD2.mjs";import"./chunk-QI7AOMXS.mjs";import"./chunk-QHU26LBW.mjs";import"./chunk-NAXZYVFY.mjs";import"./chunk-CKEBWPCU.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-BEAEBU4Y.mjs";import"./chunk-UOVPYIZC.mjs";import"./chunk-CO7E3R4N.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-CLE7BPTM.mjs";import"./chunk-KHB7NMYU.mjs";import"./chunk-ESPXVXXQ.mjs";import"./chunk-2MS6PUN5.mjs";import"./chunk-D3ONPYUY.mjs";import{d as O,f as T}from"./chunk-I55I7B6K.mjs";import"./chunk-2TIKFHZH.mjs";import"./chunk-UURTMX2N.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-B7D26C5M.mjs";import"./chunk-VYBYBLGY.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-7EC4ZU4C.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-3QFSW6IX.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-APR6BMEE.mjs";import"./chunk-2NAVIQ7Z.mjs";import"./chunk-U3YKERXC.mjs";import{o as G,s as a,t as S,u as $}from"./chunk-G4BZTF4Q.mjs";import{q as g}from"./chunk-ON4FK65K.mjs";import{a as k}from"./chunk-VLGG2NQA.mjs";var J={name:"gotchas",usage:`Usage: memory gotchas [<path>] [--command "<shell command>"] [options]
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
  --json                  print JSON`,options:{command:{type:"string"},scope:{type:"string"},"min-relevance":{type:"string"},session:{type:"string"},log:{type:"boolean"},limit:{type:"string"},"plugin-data":{type:"string"}},async run({values:t,positionals:s},{io:i,context:o}){let h=process.env;if(t.log){let d=t.limit===void 0?20:T(t.limit,"--limit"),v=C(o(),1e5,h),l=v.records.filter(n=>n.event===void 0||n.event==="PostToolUse"||n.event==="PostToolUseFailure").slice(-d),{file:u}=v;if(t.json)return y(i,{success:!0,injections:l,total:l.length,file:u});if(l.length===0){i.out(`The hook has injected no gotchas in this project yet (its log: ${u}).
`);return}i.out(`Last ${l.length} injection${l.length===1?"":"s"} in this project (log: ${u}):
`);for(let n of l)i.out(`${n.ts}  ${n.tool} ${n.target}
  injected: ${n.injected.join(", ")||"-"}${n.suppressed.length?`
  already shown: ${n.suppressed.join(", ")}${j(n.moreSuppressed)}`:""}${n.omitted.length?`
  over budget: ${n.omitted.join(", ")}${j(n.moreOmitted)}`:""}
`);return}if(s.length>1)throw new g("Give at most one path (quote paths with spaces).");let e={};s[0]!==void 0&&(e.path=s[0]);let p=f(t,"command");p!==void 0&&(e.command=p),t.scope!==void 0&&(e.scope=O(t.scope));let m=f(t,"min-relevance");if(m!==void 0){let d=Number(m);if(!(d>=0&&d<=1))throw new g(`--min-relevance must be a number from 0 to 1, got ${JSON.stringify(m)}.`);e.minRelevance=d}let c=f(t,"session")?.trim();c&&(e.session=c);let r=await b(o(),e,h);if(t.json)return y(i,r);i.out(N(r))}};function N(t){let s=t.target===void 0?void 0:$(t.target),i=s?`Gotchas relevant to ${s}`:"All gotchas";if(t.total===0)return s?`No gotcha is relevant to ${s}.
`:`No gotchas yet. Record one with: memory write "\u2026" --type gotcha --tags <area> --paths "<glob>"
`;let o=[`${i} (${t.total}${t.suppressedCount?`, ${t.suppressedCount} already shown in this session`:""}):`,""];t.gotchas.slice(0,w).forEach((e,p)=>{let m=e.relevance===void 0?"":` (relevance: ${e.relevance.toFixed(2)})`;o.push(`${p+1}. ${a(e.slug,100)} [${e.scope}]${m}${e.shownThisSession?" \u2014 already shown in this session":""}`),o.push(`   ${a(e.title)}${e.severity?` (${a(e.severity,20)})`:""}`),e.staleSources?.length&&o.push(`   \u26A0 may be stale: ${e.staleSources.map(r=>$(r,80)).join(", ")} changed since it was verified (check it, then \`memory verify ${e.slug}\`)`),e.text&&o.push(`   "${S(e.text,600)}"`);let c=[e.tags.length?`Tags: ${e.tags.map(r=>a(r,50)).join(", ")}`:"",e.paths.length?`Paths: ${e.paths.map(r=>a(r,256)).join(", ")}`:""].filter(Boolean);c.length&&o.push(`   ${c.join("  ")}`),e.reason&&o.push(`   Why: ${a(e.reason,400)}`),o.push("")});let h=t.gotchas.length-w;return h>0&&o.push(`\u2026 and ${G(h,s?"less relevant gotcha":"more gotcha")} (--json lists every one).`,""),o.join(`
`)}k(N,"renderGotchas");export{J as command,N as renderGotchas};
