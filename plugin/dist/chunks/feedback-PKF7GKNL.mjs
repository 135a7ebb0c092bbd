#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{c as w,d as k}from"./chunk-P5SLQH6F.mjs";import"./chunk-4SOYALW7.mjs";import{a as b}from"./chunk-6HPS5GRQ.mjs";import{a}from"./chunk-QDPVPISK.mjs";import"./chunk-TMS66BCY.mjs";import"./chunk-GPOWSTOR.mjs";import"./chunk-NMGNIE4G.mjs";import"./chunk-5VEY7VT2.mjs";import"./chunk-TMRFXGPV.mjs";import"./chunk-XPZRPMRN.mjs";import"./chunk-EPVZZGR5.mjs";import"./chunk-DAVKT76X.mjs";import"./chunk-BESDOLAK.mjs";import"./chunk-LH4CZ6JF.mjs";import"./chunk-VD7WT4YR.mjs";import"./chunk-5CMOENEK.mjs";import"./chunk-3EEAISHM.mjs";import{b as s,c as f}from"./chunk-3WMF4QMG.mjs";import{a as d}from"./chunk-MAFWBILP.mjs";import"./chunk-UBQV3NO5.mjs";import"./chunk-7F3UGXA4.mjs";import"./chunk-AXGSS5NX.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-IOLRXUSX.mjs";import"./chunk-QB5MMPBE.mjs";import{c as h,d as y}from"./chunk-USTYEH52.mjs";import"./chunk-GEXYDWR4.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-7FQAE74S.mjs";import"./chunk-5A5GEZZY.mjs";import"./chunk-BANQOJJW.mjs";import"./chunk-WRK72J74.mjs";import"./chunk-MIYW2KFO.mjs";import"./chunk-AA5IAP55.mjs";import"./chunk-D6XGZHYI.mjs";import"./chunk-KLMN6IUR.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-X6OK6MUJ.mjs";import"./chunk-7FZQGGKH.mjs";import"./chunk-XMF4LERR.mjs";import"./chunk-WLFWOQ5L.mjs";import"./chunk-4TO45CQJ.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-32DS7XGM.mjs";import"./chunk-34UDZLXG.mjs";import"./chunk-U7GJJHSQ.mjs";import"./chunk-RDLFL55N.mjs";import"./chunk-TZVF3BXT.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-4JN4LNCU.mjs";import"./chunk-ISAZLUQO.mjs";import"./chunk-XS3B6OCC.mjs";import"./chunk-VDIJK45X.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-SXKWM6V3.mjs";import"./chunk-HGMQJ3PH.mjs";import{o as u}from"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";var O={name:"feedback",usage:`Usage: memory feedback --query <q> --returned <a,b> [--used <a>] --outcome <outcome> [--actor <name>] [--scope <scope>] [--json]
       memory feedback --stats [--scope <scope|all>] [--json]

Records whether the memories a search returned helped: exactly one line
(query, returned, used, outcome) appended to <scope>/log/retrieval.jsonl.
Feedback is explicit: nothing is recorded by searching alone.

Options:
  --query <q>         the query the memories were retrieved for
  --returned <a,b>    slugs of the memories returned
  --used <a,b>        slugs of those actually used (must be among --returned)
  --outcome <o>       helped | neutral | hurt | unknown
                      hurt also writes a remediation breadcrumb to review them
  --actor <name>      who judged (default: $USER, else claude)
  --scope <scope>     the log to append to (default: project in a repo, else global)
  --stats             helped/hurt counts per memory, from the logs

\`helped\` counts as use for \`memory decay\`; feedback does not change ranking.`,options:{query:{type:"string"},returned:{type:"string",multiple:!0},used:{type:"string",multiple:!0},outcome:{type:"string"},actor:{type:"string"},scope:{type:"string"},stats:{type:"boolean"},format:{type:"string"}},async run({values:e,positionals:i},{io:o,context:c}){let m=f(e,["report"],"report");if(i.length>0)throw new u(`memory feedback takes no arguments (got "${i.join(" ")}"); give the query with --query.`);if(e.stats===!0){let n=await k(c(),e.scope===void 0?void 0:y(e.scope));if(m==="json")return d(o,n);if(n.memories.length===0)return void o.out(`No retrieval feedback recorded yet (${n.events} events).
`);let q=n.memories.map(t=>[t.slug,String(t.returned),String(t.used),String(t.helped),String(t.neutral),String(t.hurt),String(t.unknown)]);o.out(`${b(["Slug","Returned","Used","Helped","Neutral","Hurt","Unknown"],q)}

${n.events} feedback events.
`);return}let p=s(e,"outcome");if(p===void 0)throw new u("Give the outcome: --outcome helped|neutral|hurt|unknown.");let l=s(e,"actor"),r=await w(c(),{query:s(e,"query")??"",returned:a(e.returned)??[],used:a(e.used)??[],outcome:p,...l===void 0?{}:{actor:l},...e.scope===void 0?{}:{scope:h(e.scope)}});if(m==="json")return d(o,r);let g=[`\u2713 ${r.message}`,`  Event: ${r.event.event_id}`];r.remediation&&g.push(`  Breadcrumb: ${r.remediation.slug} (${r.remediation.filePath})`),o.out(`${g.join(`
`)}
`)}};export{O as command};
