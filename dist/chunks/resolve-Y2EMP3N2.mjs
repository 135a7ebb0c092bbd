#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as l}from"./chunk-E3NMUV4P.mjs";import"./chunk-R5VKY4EI.mjs";import{a as h}from"./chunk-MAFWBILP.mjs";import"./chunk-4DL3K2HL.mjs";import{c as m}from"./chunk-7QDHGP54.mjs";import"./chunk-PMMKWT5H.mjs";import"./chunk-VDQ2L6SS.mjs";import"./chunk-3XJGDSGN.mjs";import"./chunk-DSUQTHWI.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-Q62KIKJR.mjs";import"./chunk-4H5RLCA7.mjs";import"./chunk-4OZA4NVT.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-ATUJLAYW.mjs";import"./chunk-XWHTRLDD.mjs";import"./chunk-I3QCHLWM.mjs";import"./chunk-GGGZDP6I.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-4FRL3VM5.mjs";import"./chunk-KAYV3SWC.mjs";import"./chunk-VNGJVLV5.mjs";import"./chunk-T6T4A6V4.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-MU7YC4H5.mjs";import"./chunk-5QULY22S.mjs";import"./chunk-WA4KJ5N2.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-HGMQJ3PH.mjs";import{o}from"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";var b={name:"resolve",usage:`Usage: memory resolve <slug> --ours|--theirs|--both [--scope <scope>]

Ends a merge conflict left in a memory file (\`memory health\` lists them):
  --ours    keep this clone's side of every conflicting part
  --theirs  keep the merged-in side
  --both    keep both versions as two memories linked to each other
            (the only choice when two different memories were added under one name)
A file git holds as unmerged is staged; the outcome is logged in log/events.jsonl.`,options:{ours:{type:"boolean"},theirs:{type:"boolean"},both:{type:"boolean"},scope:{type:"string"}},async run({values:e,positionals:c},{io:s,context:d}){let[t,...p]=c;if(!t||p.length>0)throw new o("Give exactly one slug: memory resolve <slug> --ours|--theirs|--both.");let r=["ours","theirs","both"].filter(a=>e[a]===!0);if(r.length>1)throw new o("Choose one of --ours, --theirs and --both.");let n=r[0],i=await l(d(),{slug:t,...n?{side:n}:{},...e.scope===void 0?{}:{scope:m(e.scope)}});if(e.json)return h(s,i);s.out(`✓ ${i.message}
`)}};export{b as command};
