#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{c as w,d as k}from"./chunk-UNV6UXAK.mjs";import"./chunk-WU6SM5E4.mjs";import{a as b}from"./chunk-WMIKNMBS.mjs";import"./chunk-WYRQMUVM.mjs";import{a}from"./chunk-QDPVPISK.mjs";import{b as s,c as f}from"./chunk-A76LHT2G.mjs";import{a as d}from"./chunk-7ZSPSNZH.mjs";import"./chunk-ROK45GUW.mjs";import"./chunk-KRSGXYVF.mjs";import"./chunk-AR2SQVL5.mjs";import"./chunk-KGASXYDA.mjs";import"./chunk-5VEY7VT2.mjs";import"./chunk-UECXMH3B.mjs";import"./chunk-REYW5XB5.mjs";import"./chunk-OUTCZDJI.mjs";import"./chunk-ONH6UF7A.mjs";import"./chunk-HYJ6JXA3.mjs";import"./chunk-AQ5LS7QL.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-XJA2HZC6.mjs";import"./chunk-AXGSS5NX.mjs";import"./chunk-DIX2R56I.mjs";import"./chunk-G63SW4CO.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-NDCQL4QQ.mjs";import{c as h,d as y}from"./chunk-T6JRIPX2.mjs";import"./chunk-T5L5T5ZN.mjs";import"./chunk-YH42HZFW.mjs";import"./chunk-MOHLSROD.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-WCTOJQ5E.mjs";import"./chunk-QZUOSTGW.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-6M5GIQRH.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-4NQN4DTY.mjs";import"./chunk-FUW7ZA26.mjs";import"./chunk-4X5AFK2W.mjs";import"./chunk-VRXIN6JF.mjs";import"./chunk-PSV3OKGN.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-DGQ3CMQN.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-JZXJDDLU.mjs";import"./chunk-K66WEYRP.mjs";import"./chunk-F4S5IX3G.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-MS2ZGZUU.mjs";import{p as u}from"./chunk-5ZHENJ72.mjs";import"./chunk-VLGG2NQA.mjs";var O={name:"feedback",usage:`Usage: memory feedback --query <q> --returned <a,b> [--used <a>] --outcome <outcome> [--actor <name>] [--scope <scope>] [--json]
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
