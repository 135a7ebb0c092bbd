#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as m}from"./chunk-XGKDE34K.mjs";import"./chunk-HRRCO3GX.mjs";import"./chunk-MLJVPY52.mjs";import"./chunk-EINTMFJJ.mjs";import{b as d,c as l}from"./chunk-6DDDFCJB.mjs";import{a as u}from"./chunk-7ZSPSNZH.mjs";import"./chunk-DNRHNK2U.mjs";import"./chunk-EWXQEWD2.mjs";import"./chunk-QI7AOMXS.mjs";import"./chunk-QHU26LBW.mjs";import"./chunk-NAXZYVFY.mjs";import"./chunk-CKEBWPCU.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-BEAEBU4Y.mjs";import"./chunk-UOVPYIZC.mjs";import"./chunk-CO7E3R4N.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-CLE7BPTM.mjs";import"./chunk-KHB7NMYU.mjs";import"./chunk-ESPXVXXQ.mjs";import"./chunk-2MS6PUN5.mjs";import"./chunk-D3ONPYUY.mjs";import{d as p}from"./chunk-I55I7B6K.mjs";import"./chunk-2TIKFHZH.mjs";import"./chunk-UURTMX2N.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-B7D26C5M.mjs";import"./chunk-VYBYBLGY.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-7EC4ZU4C.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-3QFSW6IX.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-APR6BMEE.mjs";import"./chunk-2NAVIQ7Z.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-G4BZTF4Q.mjs";import{q as y}from"./chunk-ON4FK65K.mjs";import{a as c}from"./chunk-VLGG2NQA.mjs";var b={name:"decay",usage:`Usage: memory decay [--policy <policy>] [--as-of <ISO>] [--dry-run] [--scope <scope|all>] [--json]

Marks stale \`ttl: decay\` memories as decayed (frontmatter \`decayed: <as-of>\`):
they are hidden from list and search until \`memory restore\`. The text and
\`updated\` never change and nothing is deleted. Every run, dry runs included,
appends one event per scope to <scope>/log/decay.jsonl.

The result depends only on the policy, the as-of instant and the store: the
same inputs always decay the same memories, whatever the clock says.

Options:
  --policy <policy>   a name or clauses (default: default)
                        default   unused-for=90d
                        short     unused-for=30d
                        long      unused-for=365d
                        unused-for=<n>h|d|w   stale when not updated, verified,
                                              marked helped or restored for that long
                        type=<type>[|<type>]  only these types
                      e.g. --policy "unused-for=60d type=breadcrumb|learning"
  --as-of <ISO>       judge at this instant (default: now)
  --dry-run           report and log what would decay; change no memory
  --scope <scope|all> default: every available scope`,options:{policy:{type:"string"},"as-of":{type:"string"},"dry-run":{type:"boolean"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:n},{io:t,context:a}){let o=l(e,["report"],"report");if(n.length>0)throw new y(`memory decay takes no arguments (got "${n.join(" ")}"); give the policy with --policy.`);let r=d(e,"policy"),s=d(e,"as-of"),i=await m(a(),{...r===void 0?{}:{policy:r},...s===void 0?{}:{asOf:s},dryRun:e["dry-run"]===!0,...e.scope===void 0?{}:{scope:p(e.scope)}});if(o==="json")return u(t,i);t.out(h(i))}};function h(e){let n=e.policyName?`${e.policyName} (${e.policy})`:e.policy,t=[`Decay${e.dryRun?" (dry run: nothing changed)":""} \u2014 policy ${n}, as of ${e.asOf}`,""];e.scopes.length===0&&t.push("No memory store exists yet.");for(let{scope:a,event:o}of e.scopes){let r=e.dryRun?"would decay":"decayed";t.push(`${a}: ${o.stale_ids.length===0?"nothing stale":`${r} ${o.stale_ids.length}`}  (event ${o.event_id})`);for(let s of o.stale_ids.slice(0,50))t.push(`  - ${s}`);o.stale_ids.length>50&&t.push(`  \u2026 and ${o.stale_ids.length-50} more`)}return t.push("",e.message),!e.dryRun&&e.staleIds.length>0&&t.push("Nothing was deleted: `memory restore <slug>` (or `--event <event id>`) brings them back."),`${t.join(`
`)}
`}c(h,"renderDecay");export{b as command,h as renderDecay};
