#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as c}from"./chunk-QLGEBIY5.mjs";import{h as l}from"./chunk-MVO4SN43.mjs";import"./chunk-6HGGKHDB.mjs";import"./chunk-YLBYZH5L.mjs";import{a as m}from"./chunk-JZGWD5PV.mjs";import"./chunk-66CYJSXH.mjs";import"./chunk-QNQLTUNQ.mjs";import"./chunk-3GD52MNQ.mjs";import"./chunk-EINTMFJJ.mjs";import"./chunk-IYVN2UDT.mjs";import"./chunk-YSHDFEB5.mjs";import"./chunk-ISHZTVNU.mjs";import"./chunk-WYRQMUVM.mjs";import{b as a}from"./chunk-6DDDFCJB.mjs";import{a as d}from"./chunk-7ZSPSNZH.mjs";import"./chunk-EWXQEWD2.mjs";import"./chunk-QI7AOMXS.mjs";import"./chunk-QHU26LBW.mjs";import"./chunk-NAXZYVFY.mjs";import"./chunk-CKEBWPCU.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-FYFG3K62.mjs";import"./chunk-AXGSS5NX.mjs";import"./chunk-BEAEBU4Y.mjs";import"./chunk-UOVPYIZC.mjs";import"./chunk-CO7E3R4N.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-CLE7BPTM.mjs";import"./chunk-ILDJBUYE.mjs";import"./chunk-KHB7NMYU.mjs";import"./chunk-ESPXVXXQ.mjs";import"./chunk-2MS6PUN5.mjs";import"./chunk-D3ONPYUY.mjs";import{c as p}from"./chunk-I55I7B6K.mjs";import"./chunk-2TIKFHZH.mjs";import"./chunk-UURTMX2N.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-B7D26C5M.mjs";import"./chunk-VYBYBLGY.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-7EC4ZU4C.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-3QFSW6IX.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-APR6BMEE.mjs";import"./chunk-2NAVIQ7Z.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-G4BZTF4Q.mjs";import{q as n}from"./chunk-ON4FK65K.mjs";import"./chunk-VLGG2NQA.mjs";var _={name:"import-events",usage:`Usage: memory import-events [<path>] [--scope <scope>] [--dry-run] [--json]

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
