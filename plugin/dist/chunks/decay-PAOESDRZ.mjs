#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as m}from"./chunk-AYT3KIBZ.mjs";import"./chunk-ELP7HGG3.mjs";import"./chunk-MLJVPY52.mjs";import{b as d,c as l}from"./chunk-RC5VIZME.mjs";import{a as u}from"./chunk-7ZSPSNZH.mjs";import"./chunk-QQEAALSJ.mjs";import"./chunk-F4EF2WTO.mjs";import"./chunk-RXPYCNIA.mjs";import"./chunk-MRF2QBTX.mjs";import"./chunk-XSGNAFFH.mjs";import"./chunk-CK4MKMJW.mjs";import"./chunk-BNN4INES.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-ZBVODPCF.mjs";import"./chunk-NSJMIPQ6.mjs";import"./chunk-OMA2U7SB.mjs";import"./chunk-VSJ3NRYG.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-WLJXD6YX.mjs";import"./chunk-AJWPA6IA.mjs";import"./chunk-37OWHGQ3.mjs";import{d as p}from"./chunk-UVAQ2VDQ.mjs";import"./chunk-6EWIBSYG.mjs";import"./chunk-VFPPQ5DX.mjs";import"./chunk-4YUE626Z.mjs";import"./chunk-THHDFOYB.mjs";import"./chunk-PSV3OKGN.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-2CLPST6G.mjs";import"./chunk-BTXJZFJM.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-JJSYAR6P.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-JCJZDSRM.mjs";import"./chunk-7OBOMLAE.mjs";import"./chunk-F2R2AJ7T.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-HGMQJ3PH.mjs";import{p as y}from"./chunk-PSXJPFSG.mjs";import{a as c}from"./chunk-VLGG2NQA.mjs";var b={name:"decay",usage:`Usage: memory decay [--policy <policy>] [--as-of <ISO>] [--dry-run] [--scope <scope|all>] [--json]

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
