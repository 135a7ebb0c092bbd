#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as l}from"./chunk-6R5MBJOP.mjs";import"./chunk-C3JSD574.mjs";import{a as h}from"./chunk-7ZSPSNZH.mjs";import"./chunk-JNL5YDN5.mjs";import"./chunk-H3N4QEQQ.mjs";import"./chunk-FTYBRXKJ.mjs";import"./chunk-HYJ6JXA3.mjs";import"./chunk-62UPXWAQ.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-CQ7UVNIG.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-CQUPK44S.mjs";import{c as m}from"./chunk-NTGTSLNQ.mjs";import"./chunk-NG7P76JT.mjs";import"./chunk-PVZB6656.mjs";import"./chunk-MOHLSROD.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-S2I6DUSA.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-UU5NRW7D.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-AJWPA6IA.mjs";import"./chunk-KX56QUR2.mjs";import"./chunk-4YUE626Z.mjs";import"./chunk-4X5AFK2W.mjs";import"./chunk-2PDNMOQM.mjs";import"./chunk-PSV3OKGN.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-JJSYAR6P.mjs";import"./chunk-CFPHARAC.mjs";import"./chunk-5KIT55BP.mjs";import"./chunk-WEYFQZWI.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-MS2ZGZUU.mjs";import"./chunk-HGMQJ3PH.mjs";import{p as o}from"./chunk-PSXJPFSG.mjs";import"./chunk-VLGG2NQA.mjs";var b={name:"resolve",usage:`Usage: memory resolve <slug> --ours|--theirs|--both [--scope <scope>]

Ends a merge conflict left in a memory file (\`memory health\` lists them):
  --ours    keep this clone's side of every conflicting part
  --theirs  keep the merged-in side
  --both    keep both versions as two memories linked to each other
            (the only choice when two different memories were added under one name)
A file git holds as unmerged is staged; the outcome is logged in log/events.jsonl.`,options:{ours:{type:"boolean"},theirs:{type:"boolean"},both:{type:"boolean"},scope:{type:"string"}},async run({values:e,positionals:c},{io:s,context:d}){let[t,...p]=c;if(!t||p.length>0)throw new o("Give exactly one slug: memory resolve <slug> --ours|--theirs|--both.");let r=["ours","theirs","both"].filter(a=>e[a]===!0);if(r.length>1)throw new o("Choose one of --ours, --theirs and --both.");let n=r[0],i=await l(d(),{slug:t,...n?{side:n}:{},...e.scope===void 0?{}:{scope:m(e.scope)}});if(e.json)return h(s,i);s.out(`\u2713 ${i.message}
`)}};export{b as command};
