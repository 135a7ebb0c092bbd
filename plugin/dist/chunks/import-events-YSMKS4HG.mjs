#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as c}from"./chunk-QLGEBIY5.mjs";import{m as l}from"./chunk-MEPOQREF.mjs";import"./chunk-6HGGKHDB.mjs";import{a as m}from"./chunk-JZGWD5PV.mjs";import"./chunk-GX7SY2ZT.mjs";import"./chunk-TS2KLXNF.mjs";import"./chunk-K72ULZZP.mjs";import"./chunk-UHCIWVU4.mjs";import"./chunk-OCOK3CXA.mjs";import"./chunk-AZVYDBPQ.mjs";import"./chunk-JADMHYDB.mjs";import"./chunk-GXWHGHL6.mjs";import"./chunk-VOQQZ4PV.mjs";import"./chunk-CUFKFJ6U.mjs";import"./chunk-DZRGZSIW.mjs";import"./chunk-UOYEOPF5.mjs";import"./chunk-OF7NA5I5.mjs";import"./chunk-WYRQMUVM.mjs";import{b as a}from"./chunk-A76LHT2G.mjs";import{a as d}from"./chunk-MAFWBILP.mjs";import"./chunk-G4EWFUG4.mjs";import"./chunk-JERGGHJ7.mjs";import"./chunk-AXGSS5NX.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-F77LLN6U.mjs";import"./chunk-QB5MMPBE.mjs";import{c as p}from"./chunk-DCSFRS5W.mjs";import"./chunk-AZYIQUYX.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-7FQAE74S.mjs";import"./chunk-7OTJVDKM.mjs";import"./chunk-Z5WYFUWA.mjs";import"./chunk-WRK72J74.mjs";import"./chunk-CUV2NIJU.mjs";import"./chunk-TVBAEF6S.mjs";import"./chunk-WZITHCZC.mjs";import"./chunk-6P5P2ROO.mjs";import"./chunk-AUXWLQBM.mjs";import"./chunk-JDOQOU7Q.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-IDLIGUIW.mjs";import"./chunk-7FZQGGKH.mjs";import"./chunk-UGNASA4F.mjs";import"./chunk-JZ3R4SZY.mjs";import"./chunk-BM6ECSB5.mjs";import"./chunk-5JOL2AI7.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-S4OU363N.mjs";import"./chunk-PWPMXMMV.mjs";import"./chunk-WTDDQN2Y.mjs";import"./chunk-SDXGDCDU.mjs";import"./chunk-VKIAXNWU.mjs";import"./chunk-4NQN4DTY.mjs";import"./chunk-CXWN6QRF.mjs";import"./chunk-VDIJK45X.mjs";import"./chunk-F4XO6PAC.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-DVPQRQ6R.mjs";import"./chunk-HGMQJ3PH.mjs";import{p as n}from"./chunk-5ZHENJ72.mjs";import"./chunk-VLGG2NQA.mjs";var _={name:"import-events",usage:`Usage: memory import-events [<path>] [--scope <scope>] [--dry-run] [--json]

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
