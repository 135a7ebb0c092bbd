#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as c}from"./chunk-QLGEBIY5.mjs";import{h as l}from"./chunk-WMTTIB7H.mjs";import"./chunk-6HGGKHDB.mjs";import"./chunk-IA4GSTM5.mjs";import{a as m}from"./chunk-JZGWD5PV.mjs";import"./chunk-UZ5WX2QS.mjs";import"./chunk-WS3BVOLL.mjs";import"./chunk-PTDBL3UP.mjs";import"./chunk-6FXW354V.mjs";import"./chunk-VSAYIETY.mjs";import"./chunk-UFJ2XVFH.mjs";import"./chunk-MEDUHUDT.mjs";import"./chunk-WYRQMUVM.mjs";import{b as a}from"./chunk-P3SIH4OK.mjs";import{a as d}from"./chunk-7ZSPSNZH.mjs";import"./chunk-J5EVY5PX.mjs";import"./chunk-WKLCNGDH.mjs";import"./chunk-CRNV34AP.mjs";import"./chunk-XQ3MGTXG.mjs";import"./chunk-T3HFWYUC.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-UYFHSZLC.mjs";import"./chunk-AXGSS5NX.mjs";import"./chunk-NRLGSQE4.mjs";import"./chunk-PILEVWBS.mjs";import"./chunk-YM5TGJ7H.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-MGHL2YQZ.mjs";import"./chunk-ADV6L3G7.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-B4BO3OYP.mjs";import"./chunk-AJWPA6IA.mjs";import"./chunk-LKE2ZTXB.mjs";import{c as p}from"./chunk-EYHDVHLJ.mjs";import"./chunk-QHZRJOVK.mjs";import"./chunk-54VAW2FP.mjs";import"./chunk-2FIUEKK5.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-5733G4L6.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-3FO3LN74.mjs";import"./chunk-5ZHFFEEG.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-IHPE4AOD.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-XCVE3VQS.mjs";import"./chunk-RZJ7YLUV.mjs";import"./chunk-HAMLTSSM.mjs";import"./chunk-HGMQJ3PH.mjs";import{p as n}from"./chunk-PSXJPFSG.mjs";import"./chunk-VLGG2NQA.mjs";var _={name:"import-events",usage:`Usage: memory import-events [<path>] [--scope <scope>] [--dry-run] [--json]

Imports an events.jsonl knowledge file (default: <repo>/.memory/events.jsonl). Every
line is validated; invalid lines are reported with their line number and
reason, the rest is imported. The latest valid line of each id wins; the id
is the memory's slug, so importing again updates the same memories (and a
file imported twice changes nothing the second time).

Mapping: lesson, fact \u2192 learning; constraint, risk \u2192 gotcha; decision \u2192
decision (the original type is kept in kind); title and content \u2192 the body
(# title, then - bullets); rule, implication, verify, classification,
severity, source, tags, last_verified, deprecated \u2192 frontmatter; created_at
\u2192 created; _meta \u2192 meta; _meta.superseded_by \u2192 superseded_by and a
supersedes edge from the newer entry; unknown fields \u2192 extra_fields.
Deprecated entries are kept, hidden from list and search unless
--include-deprecated.

Options:
  --scope <scope>  project | local | global | enterprise (default: project in a repo, else global)
  --dry-run        report what would be created or updated; write nothing
  --json           print the JSON response`,options:{scope:{type:"string"},"dry-run":{type:"boolean"}},async run({values:t,positionals:e},{io:r,context:h}){if(e.length>1)throw new n(`memory import-events takes one path (got ${e.length}).`);if(e[0]==="")throw new n("The path of the events file is empty: give a file, or no path for <repo>/.memory/events.jsonl.");let o=a(t,"scope"),s=m(r.stdoutIsTTY&&!t.json&&!!process.stderr.isTTY),i=await l(h(),{...e[0]===void 0?{}:{path:e[0]},...o===void 0?{}:{scope:p(o)},dryRun:t["dry-run"]===!0},(f,u)=>s.update("importing",f,u)).finally(()=>s.done());if(t.json)return d(r,i);r.out(c(i))}};export{_ as command};
