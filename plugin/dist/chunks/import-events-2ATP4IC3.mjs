#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as c}from"./chunk-NK34F4L5.mjs";import{m as l}from"./chunk-TJIWBTQB.mjs";import"./chunk-6HGGKHDB.mjs";import{a as m}from"./chunk-JZGWD5PV.mjs";import"./chunk-LV4DC5GM.mjs";import"./chunk-TMS66BCY.mjs";import"./chunk-GPOWSTOR.mjs";import"./chunk-NMGNIE4G.mjs";import"./chunk-5VEY7VT2.mjs";import"./chunk-TMRFXGPV.mjs";import"./chunk-XPZRPMRN.mjs";import"./chunk-EPVZZGR5.mjs";import"./chunk-DAVKT76X.mjs";import"./chunk-BESDOLAK.mjs";import"./chunk-LH4CZ6JF.mjs";import"./chunk-VD7WT4YR.mjs";import"./chunk-5CMOENEK.mjs";import"./chunk-3EEAISHM.mjs";import{b as a}from"./chunk-3WMF4QMG.mjs";import{a as d}from"./chunk-MAFWBILP.mjs";import"./chunk-UBQV3NO5.mjs";import"./chunk-7F3UGXA4.mjs";import"./chunk-AXGSS5NX.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-IOLRXUSX.mjs";import"./chunk-QB5MMPBE.mjs";import{c as p}from"./chunk-USTYEH52.mjs";import"./chunk-GEXYDWR4.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-7FQAE74S.mjs";import"./chunk-5A5GEZZY.mjs";import"./chunk-BANQOJJW.mjs";import"./chunk-WRK72J74.mjs";import"./chunk-MIYW2KFO.mjs";import"./chunk-AA5IAP55.mjs";import"./chunk-D6XGZHYI.mjs";import"./chunk-KLMN6IUR.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-X6OK6MUJ.mjs";import"./chunk-7FZQGGKH.mjs";import"./chunk-XMF4LERR.mjs";import"./chunk-WLFWOQ5L.mjs";import"./chunk-4TO45CQJ.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-32DS7XGM.mjs";import"./chunk-34UDZLXG.mjs";import"./chunk-U7GJJHSQ.mjs";import"./chunk-RDLFL55N.mjs";import"./chunk-TZVF3BXT.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-4JN4LNCU.mjs";import"./chunk-ISAZLUQO.mjs";import"./chunk-XS3B6OCC.mjs";import"./chunk-VDIJK45X.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-SXKWM6V3.mjs";import"./chunk-HGMQJ3PH.mjs";import{o as n}from"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";var _={name:"import-events",usage:`Usage: memory import-events [<path>] [--scope <scope>] [--dry-run] [--json]

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
