#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as c}from"./chunk-3PMYIFXV.mjs";import{m as l}from"./chunk-VGOW2I26.mjs";import"./chunk-VXVD3PMA.mjs";import{a as m}from"./chunk-NTYLGJZ6.mjs";import"./chunk-DVLA3IKF.mjs";import"./chunk-UJWS4UYY.mjs";import"./chunk-H2NQPAXL.mjs";import"./chunk-2LAY3CV2.mjs";import"./chunk-IA26JL7N.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-4DL3K2HL.mjs";import"./chunk-XZXLSCUS.mjs";import"./chunk-4NQS4QNO.mjs";import"./chunk-FLAWLDBP.mjs";import"./chunk-5YYJBLET.mjs";import"./chunk-M66GOCKU.mjs";import"./chunk-XFHGK2UA.mjs";import"./chunk-QB5MMPBE.mjs";import{b as a}from"./chunk-FH472LVS.mjs";import{a as d}from"./chunk-MAFWBILP.mjs";import{c as p}from"./chunk-H5IPEQBQ.mjs";import"./chunk-G2SHS3RL.mjs";import"./chunk-SLJD7FMZ.mjs";import"./chunk-EQTYCEVW.mjs";import"./chunk-BJSSEU5O.mjs";import"./chunk-3G2DV2AN.mjs";import"./chunk-ORTFXDUK.mjs";import"./chunk-XXHBG4I5.mjs";import"./chunk-IDDYK5CG.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-POGZLCOY.mjs";import"./chunk-BIIEZGQA.mjs";import"./chunk-RHOJOIZN.mjs";import"./chunk-GSU6WGNX.mjs";import"./chunk-KKKVXH2V.mjs";import"./chunk-NT5LN4R6.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-MU7YC4H5.mjs";import"./chunk-WA4KJ5N2.mjs";import"./chunk-62YONVZF.mjs";import"./chunk-4H5RLCA7.mjs";import"./chunk-U7GJJHSQ.mjs";import"./chunk-A43QVAMF.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-PA7UMSCI.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-CCS5ZHLU.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-YDUEG7HK.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-MCOS2X7J.mjs";import"./chunk-HGMQJ3PH.mjs";import{n}from"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var _={name:"import-events",usage:`Usage: memory import-events [<path>] [--scope <scope>] [--dry-run] [--json]

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
