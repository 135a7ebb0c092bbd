#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as l}from"./chunk-PGYDV23M.mjs";import"./chunk-6AGW3ZHA.mjs";import"./chunk-4DL3K2HL.mjs";import"./chunk-IPLAB5IV.mjs";import"./chunk-C4IDYDWL.mjs";import"./chunk-2C5OKAYT.mjs";import"./chunk-URUF76HN.mjs";import{a as h}from"./chunk-MAFWBILP.mjs";import{c as m}from"./chunk-7ODMUU6Q.mjs";import"./chunk-Q5XG3VJI.mjs";import"./chunk-K5G4FB77.mjs";import"./chunk-ORTFXDUK.mjs";import"./chunk-NIRZVNJQ.mjs";import"./chunk-2VXDA2GA.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-FJBWGPPD.mjs";import"./chunk-BIIEZGQA.mjs";import"./chunk-HNDR35MB.mjs";import"./chunk-GCJNJ2DL.mjs";import"./chunk-SVMV2OEQ.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-ZJMJABKN.mjs";import"./chunk-4H5RLCA7.mjs";import"./chunk-YTZGM52R.mjs";import"./chunk-ND3KFZ34.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-PA7UMSCI.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-SKRXYPRA.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-YDUEG7HK.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-5QI4KMLM.mjs";import"./chunk-HGMQJ3PH.mjs";import{n as o}from"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var b={name:"resolve",usage:`Usage: memory resolve <slug> --ours|--theirs|--both [--scope <scope>]

Ends a merge conflict left in a memory file (\`memory health\` lists them):
  --ours    keep this clone's side of every conflicting part
  --theirs  keep the merged-in side
  --both    keep both versions as two memories linked to each other
            (the only choice when two different memories were added under one name)
A file git holds as unmerged is staged; the outcome is logged in log/events.jsonl.`,options:{ours:{type:"boolean"},theirs:{type:"boolean"},both:{type:"boolean"},scope:{type:"string"}},async run({values:e,positionals:c},{io:s,context:d}){let[t,...p]=c;if(!t||p.length>0)throw new o("Give exactly one slug: memory resolve <slug> --ours|--theirs|--both.");let r=["ours","theirs","both"].filter(a=>e[a]===!0);if(r.length>1)throw new o("Choose one of --ours, --theirs and --both.");let n=r[0],i=await l(d(),{slug:t,...n?{side:n}:{},...e.scope===void 0?{}:{scope:m(e.scope)}});if(e.json)return h(s,i);s.out(`✓ ${i.message}
`)}};export{b as command};
