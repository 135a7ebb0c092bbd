#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as l}from"./chunk-2OMQGTMS.mjs";import"./chunk-6AGW3ZHA.mjs";import{a as h}from"./chunk-MAFWBILP.mjs";import"./chunk-4DL3K2HL.mjs";import{c as m}from"./chunk-H5IPEQBQ.mjs";import"./chunk-D4ZU6YIV.mjs";import"./chunk-BJSSEU5O.mjs";import"./chunk-GSU6WGNX.mjs";import"./chunk-SQ2TCJTZ.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-BNYDCJHC.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-DHNHK4AC.mjs";import"./chunk-4H5RLCA7.mjs";import"./chunk-ATUJLAYW.mjs";import"./chunk-DRNHLEET.mjs";import"./chunk-XXHBG4I5.mjs";import"./chunk-KKKVXH2V.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-MCOS2X7J.mjs";import"./chunk-NT5LN4R6.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-MU7YC4H5.mjs";import"./chunk-PA7UMSCI.mjs";import"./chunk-WA4KJ5N2.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-HGMQJ3PH.mjs";import{n as o}from"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var b={name:"resolve",usage:`Usage: memory resolve <slug> --ours|--theirs|--both [--scope <scope>]

Ends a merge conflict left in a memory file (\`memory health\` lists them):
  --ours    keep this clone's side of every conflicting part
  --theirs  keep the merged-in side
  --both    keep both versions as two memories linked to each other
            (the only choice when two different memories were added under one name)
A file git holds as unmerged is staged; the outcome is logged in log/events.jsonl.`,options:{ours:{type:"boolean"},theirs:{type:"boolean"},both:{type:"boolean"},scope:{type:"string"}},async run({values:e,positionals:c},{io:s,context:d}){let[t,...p]=c;if(!t||p.length>0)throw new o("Give exactly one slug: memory resolve <slug> --ours|--theirs|--both.");let r=["ours","theirs","both"].filter(a=>e[a]===!0);if(r.length>1)throw new o("Choose one of --ours, --theirs and --both.");let n=r[0],i=await l(d(),{slug:t,...n?{side:n}:{},...e.scope===void 0?{}:{scope:m(e.scope)}});if(e.json)return h(s,i);s.out(`✓ ${i.message}
`)}};export{b as command};
