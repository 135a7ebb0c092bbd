#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as l}from"./chunk-26WGKQSJ.mjs";import{m as c}from"./chunk-TOCPD637.mjs";import{a as m}from"./chunk-NTYLGJZ6.mjs";import"./chunk-2XYN2CE4.mjs";import"./chunk-7M44YTRG.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-ERM7DOZ6.mjs";import"./chunk-GT5LBBJS.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-4DL3K2HL.mjs";import"./chunk-XTV2BRAK.mjs";import"./chunk-IPLAB5IV.mjs";import"./chunk-C4IDYDWL.mjs";import"./chunk-2C5OKAYT.mjs";import"./chunk-URUF76HN.mjs";import"./chunk-XFHGK2UA.mjs";import"./chunk-QB5MMPBE.mjs";import{b as a}from"./chunk-FH472LVS.mjs";import{a as d}from"./chunk-MAFWBILP.mjs";import{c as p}from"./chunk-7ODMUU6Q.mjs";import"./chunk-2FLLSDOJ.mjs";import"./chunk-Q5XG3VJI.mjs";import"./chunk-K5G4FB77.mjs";import"./chunk-STMFXDS5.mjs";import"./chunk-ORTFXDUK.mjs";import"./chunk-NIRZVNJQ.mjs";import"./chunk-2VXDA2GA.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-FJBWGPPD.mjs";import"./chunk-BIIEZGQA.mjs";import"./chunk-HNDR35MB.mjs";import"./chunk-GCJNJ2DL.mjs";import"./chunk-SVMV2OEQ.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-ZJMJABKN.mjs";import"./chunk-4H5RLCA7.mjs";import"./chunk-YTZGM52R.mjs";import"./chunk-ND3KFZ34.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-PA7UMSCI.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-SKRXYPRA.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-YDUEG7HK.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-5QI4KMLM.mjs";import"./chunk-HGMQJ3PH.mjs";import{n}from"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var k={name:"import-events",usage:`Usage: memory import-events [<path>] [--scope <scope>] [--dry-run] [--json]

Imports a spec 004 events file (default: <repo>/.memory/events.jsonl). Every
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
  --json           print the JSON response`,options:{scope:{type:"string"},"dry-run":{type:"boolean"}},async run({values:t,positionals:e},{io:r,context:h}){if(e.length>1)throw new n(`memory import-events takes one path (got ${e.length}).`);if(e[0]==="")throw new n("The path of the events file is empty: give a file, or no path for <repo>/.memory/events.jsonl.");let o=a(t,"scope"),s=m(r.stdoutIsTTY&&!t.json&&!!process.stderr.isTTY),i=await c(h(),{...e[0]===void 0?{}:{path:e[0]},...o===void 0?{}:{scope:p(o)},dryRun:t["dry-run"]===!0},(f,u)=>s.update("importing",f,u)).finally(()=>s.done());if(t.json)return d(r,i);r.out(l(i))}};export{k as command};
