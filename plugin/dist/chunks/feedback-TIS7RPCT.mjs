#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{c as w,d as k}from"./chunk-EO264NIV.mjs";import"./chunk-HRRCO3GX.mjs";import{a}from"./chunk-QDPVPISK.mjs";import"./chunk-QNQLTUNQ.mjs";import"./chunk-3GD52MNQ.mjs";import"./chunk-EINTMFJJ.mjs";import"./chunk-IYVN2UDT.mjs";import"./chunk-YSHDFEB5.mjs";import"./chunk-ISHZTVNU.mjs";import{a as b}from"./chunk-WMIKNMBS.mjs";import"./chunk-WYRQMUVM.mjs";import{b as s,c as f}from"./chunk-6DDDFCJB.mjs";import{a as d}from"./chunk-7ZSPSNZH.mjs";import"./chunk-EWXQEWD2.mjs";import"./chunk-QI7AOMXS.mjs";import"./chunk-QHU26LBW.mjs";import"./chunk-NAXZYVFY.mjs";import"./chunk-CKEBWPCU.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-FYFG3K62.mjs";import"./chunk-AXGSS5NX.mjs";import"./chunk-BEAEBU4Y.mjs";import"./chunk-UOVPYIZC.mjs";import"./chunk-CO7E3R4N.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-CLE7BPTM.mjs";import"./chunk-ILDJBUYE.mjs";import"./chunk-KHB7NMYU.mjs";import"./chunk-ESPXVXXQ.mjs";import"./chunk-2MS6PUN5.mjs";import"./chunk-D3ONPYUY.mjs";import{c as h,d as y}from"./chunk-I55I7B6K.mjs";import"./chunk-2TIKFHZH.mjs";import"./chunk-UURTMX2N.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-B7D26C5M.mjs";import"./chunk-VYBYBLGY.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-7EC4ZU4C.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-3QFSW6IX.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-APR6BMEE.mjs";import"./chunk-2NAVIQ7Z.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-G4BZTF4Q.mjs";import{q as u}from"./chunk-ON4FK65K.mjs";import"./chunk-VLGG2NQA.mjs";var O={name:"feedback",usage:`Usage: memory feedback --query <q> --returned <a,b> [--used <a>] --outcome <outcome> [--actor <name>] [--scope <scope>] [--json]
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
