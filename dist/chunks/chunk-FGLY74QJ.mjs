#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as x}from"./chunk-VBY62ZS7.mjs";import{d as f,e as g,f as u}from"./chunk-NECSFTNC.mjs";import{a as b}from"./chunk-QB5MMPBE.mjs";import{c as d}from"./chunk-FH472LVS.mjs";import{a}from"./chunk-MAFWBILP.mjs";import{c as l,d as y}from"./chunk-H5IPEQBQ.mjs";import{n as i}from"./chunk-UHTTBMNS.mjs";import{a as s}from"./chunk-VLGG2NQA.mjs";var T={name:"inbox",usage:`Usage: memory inbox [--scope <scope|all>] [--format table|json]

Memories proposed under an approval policy (config.json write.approvalPolicy
user_confirm, supervisor_approve or async_pending), waiting for
\`memory approve <id>\` or \`memory reject <id>\`. Each is a markdown file in
<scope>/inbox/ you can read and edit before approving.`,options:{scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:r},{io:o,context:p}){let t=d(e,["table"],"table");if(r.length>0)throw new i(`memory inbox takes no arguments (got "${r.join(" ")}").`);let n=await f(p(),e.scope===void 0?{}:{scope:y(e.scope)});if(t==="json")return a(o,n);o.out(w(n))}};function w(e){return e.total===0?`The inbox is empty: no memory is waiting for approval.
`:`${x(["Id","Title","Type","Scope","Proposed"],e.proposals.map(o=>[o.id,o.targetSlug?`${o.title} (updates ${o.targetSlug})`:o.title,o.type,`[${o.scope}]`,o.proposed.replace(/Z$/,"")]),[44,40,10,12,19])}

${b(e.total,"proposal")} waiting. Approve with \`memory approve <id>\`, reject with \`memory reject <id>\`.
`}s(w,"renderInbox");function k(e){let r=e==="approve"?g:u;return{name:e,usage:`Usage: memory ${e} <id> [--scope <scope>]

${e==="approve"?"Writes a proposed memory from the inbox to the store (quota and size limits still apply).":"Moves a proposed memory out of the inbox to <scope>/inbox/rejected/ (kept, not deleted)."}
Ids come from \`memory inbox\`.`,options:{scope:{type:"string"}},async run({values:o,positionals:p},{io:t,context:n}){let[m,...v]=p;if(!m||v.length>0)throw new i(`Give exactly one proposal id: memory ${e} <id> (see memory inbox).`);let c=await r(n(),{id:m,...o.scope===void 0?{}:{scope:l(o.scope)}});if(o.json)return a(t,c);t.out(`✓ ${c.message}
`)}}}s(k,"resolveCommand");export{T as a,k as b};
