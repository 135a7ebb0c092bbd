#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as c}from"./chunk-3PMYIFXV.mjs";import{m as l}from"./chunk-QRURVVTO.mjs";import"./chunk-6HGGKHDB.mjs";import{a as m}from"./chunk-NTYLGJZ6.mjs";import"./chunk-OIF4RKGR.mjs";import"./chunk-GJF65BRW.mjs";import"./chunk-PR36LV7V.mjs";import"./chunk-CLOU5F65.mjs";import"./chunk-5VEY7VT2.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-4DL3K2HL.mjs";import"./chunk-VQG7HEKC.mjs";import"./chunk-3MFQJFN2.mjs";import"./chunk-CVFADHIA.mjs";import"./chunk-XFHGK2UA.mjs";import{b as a}from"./chunk-3WMF4QMG.mjs";import{a as d}from"./chunk-MAFWBILP.mjs";import{c as p}from"./chunk-PMKARQKD.mjs";import"./chunk-PZ7UZNKT.mjs";import"./chunk-RG5XXH5H.mjs";import"./chunk-BSIA2ZRC.mjs";import"./chunk-RRGN2M7X.mjs";import"./chunk-EQTYCEVW.mjs";import"./chunk-ACSFXK77.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-H4RI7B7Y.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-TTWKJ4AJ.mjs";import"./chunk-2ESWRFAM.mjs";import"./chunk-MHXSU4Y6.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-ATU52E5L.mjs";import"./chunk-GN7WOHXB.mjs";import"./chunk-LITCYU4Q.mjs";import"./chunk-67PA7X45.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-T6T4A6V4.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-MU7YC4H5.mjs";import"./chunk-WA4KJ5N2.mjs";import"./chunk-6ULIDBRO.mjs";import"./chunk-TMP22HNE.mjs";import"./chunk-U7GJJHSQ.mjs";import"./chunk-ENLO6UBW.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-TZVF3BXT.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-5QULY22S.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-J5H2AQSR.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-4JN4LNCU.mjs";import"./chunk-7LPLDFXR.mjs";import"./chunk-SWMTQY3A.mjs";import"./chunk-VDIJK45X.mjs";import"./chunk-HGMQJ3PH.mjs";import{o as n}from"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";var _={name:"import-events",usage:`Usage: memory import-events [<path>] [--scope <scope>] [--dry-run] [--json]

Imports an events.jsonl knowledge file (default: <repo>/.memory/events.jsonl). Every
line is validated; invalid lines are reported with their line number and
reason, the rest is imported. The latest valid line of each id wins; the id
is the memory's slug, so importing again updates the same memories (and a
file imported twice changes nothing the second time).

Mapping: lesson, fact → learning; constraint, risk → gotcha; decision →
decision (the original type is kept in kind); title and content → the body
(# title, then - bullets); rule, implication, verify, classification,
severity, source, tags, last_verified, deprecated → frontmatter; created_at
→ created; _meta → meta; _meta.superseded_by → superseded_by and a
supersedes edge from the newer entry; unknown fields → extra_fields.
Deprecated entries are kept, hidden from list and search unless
--include-deprecated.

Options:
  --scope <scope>  project | local | global | enterprise (default: project in a repo, else global)
  --dry-run        report what would be created or updated; write nothing
  --json           print the JSON response`,options:{scope:{type:"string"},"dry-run":{type:"boolean"}},async run({values:t,positionals:e},{io:r,context:h}){if(e.length>1)throw new n(`memory import-events takes one path (got ${e.length}).`);if(e[0]==="")throw new n("The path of the events file is empty: give a file, or no path for <repo>/.memory/events.jsonl.");let o=a(t,"scope"),s=m(r.stdoutIsTTY&&!t.json&&!!process.stderr.isTTY),i=await l(h(),{...e[0]===void 0?{}:{path:e[0]},...o===void 0?{}:{scope:p(o)},dryRun:t["dry-run"]===!0},(f,u)=>s.update("importing",f,u)).finally(()=>s.done());if(t.json)return d(r,i);r.out(c(i))}};export{_ as command};
