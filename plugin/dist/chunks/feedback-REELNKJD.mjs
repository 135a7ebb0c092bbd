#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{c as w,d as k}from"./chunk-7FFHAECO.mjs";import"./chunk-RTULEAU6.mjs";import{a as b}from"./chunk-WMIKNMBS.mjs";import{a}from"./chunk-QDPVPISK.mjs";import"./chunk-TS2KLXNF.mjs";import"./chunk-K72ULZZP.mjs";import"./chunk-UHCIWVU4.mjs";import"./chunk-OCOK3CXA.mjs";import"./chunk-AZVYDBPQ.mjs";import"./chunk-JADMHYDB.mjs";import"./chunk-GXWHGHL6.mjs";import"./chunk-VOQQZ4PV.mjs";import"./chunk-CUFKFJ6U.mjs";import"./chunk-DZRGZSIW.mjs";import"./chunk-UOYEOPF5.mjs";import"./chunk-OF7NA5I5.mjs";import"./chunk-WYRQMUVM.mjs";import{b as s,c as f}from"./chunk-A76LHT2G.mjs";import{a as d}from"./chunk-MAFWBILP.mjs";import"./chunk-G4EWFUG4.mjs";import"./chunk-JERGGHJ7.mjs";import"./chunk-AXGSS5NX.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-F77LLN6U.mjs";import"./chunk-QB5MMPBE.mjs";import{c as h,d as y}from"./chunk-DCSFRS5W.mjs";import"./chunk-AZYIQUYX.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-7FQAE74S.mjs";import"./chunk-7OTJVDKM.mjs";import"./chunk-Z5WYFUWA.mjs";import"./chunk-WRK72J74.mjs";import"./chunk-CUV2NIJU.mjs";import"./chunk-TVBAEF6S.mjs";import"./chunk-WZITHCZC.mjs";import"./chunk-6P5P2ROO.mjs";import"./chunk-AUXWLQBM.mjs";import"./chunk-JDOQOU7Q.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-IDLIGUIW.mjs";import"./chunk-7FZQGGKH.mjs";import"./chunk-UGNASA4F.mjs";import"./chunk-JZ3R4SZY.mjs";import"./chunk-BM6ECSB5.mjs";import"./chunk-5JOL2AI7.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-S4OU363N.mjs";import"./chunk-PWPMXMMV.mjs";import"./chunk-WTDDQN2Y.mjs";import"./chunk-SDXGDCDU.mjs";import"./chunk-VKIAXNWU.mjs";import"./chunk-4NQN4DTY.mjs";import"./chunk-CXWN6QRF.mjs";import"./chunk-VDIJK45X.mjs";import"./chunk-F4XO6PAC.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-DVPQRQ6R.mjs";import"./chunk-HGMQJ3PH.mjs";import{p as u}from"./chunk-5ZHENJ72.mjs";import"./chunk-VLGG2NQA.mjs";var O={name:"feedback",usage:`Usage: memory feedback --query <q> --returned <a,b> [--used <a>] --outcome <outcome> [--actor <name>] [--scope <scope>] [--json]
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
