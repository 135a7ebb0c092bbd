#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{d as $,e as O,f as b,g as C}from"./chunk-MVO4SN43.mjs";import"./chunk-6HGGKHDB.mjs";import"./chunk-YLBYZH5L.mjs";import{b as R,c as y}from"./chunk-66CYJSXH.mjs";import"./chunk-QNQLTUNQ.mjs";import"./chunk-3GD52MNQ.mjs";import"./chunk-EINTMFJJ.mjs";import"./chunk-IYVN2UDT.mjs";import"./chunk-YSHDFEB5.mjs";import"./chunk-ISHZTVNU.mjs";import{b as w}from"./chunk-6DDDFCJB.mjs";import{a as S}from"./chunk-7ZSPSNZH.mjs";import"./chunk-EWXQEWD2.mjs";import"./chunk-QI7AOMXS.mjs";import"./chunk-QHU26LBW.mjs";import"./chunk-NAXZYVFY.mjs";import"./chunk-CKEBWPCU.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-FYFG3K62.mjs";import"./chunk-AXGSS5NX.mjs";import"./chunk-BEAEBU4Y.mjs";import"./chunk-UOVPYIZC.mjs";import"./chunk-CO7E3R4N.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-CLE7BPTM.mjs";import"./chunk-ILDJBUYE.mjs";import"./chunk-KHB7NMYU.mjs";import"./chunk-ESPXVXXQ.mjs";import"./chunk-2MS6PUN5.mjs";import{d as j}from"./chunk-D3ONPYUY.mjs";import{d as k}from"./chunk-I55I7B6K.mjs";import"./chunk-2TIKFHZH.mjs";import"./chunk-UURTMX2N.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-B7D26C5M.mjs";import"./chunk-VYBYBLGY.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-7EC4ZU4C.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-3QFSW6IX.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-APR6BMEE.mjs";import{j as v}from"./chunk-2NAVIQ7Z.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-G4BZTF4Q.mjs";import{C as x,q as g}from"./chunk-ON4FK65K.mjs";import{a as h}from"./chunk-VLGG2NQA.mjs";import{resolve as T}from"node:path";async function A(p,m={}){let{records:d,skipped:n}=await M(p,m.scope??p.store.resolved.defaultWriteScope),a=d.map(s=>$(j(s))),e=a.length,t=n.length>0?`; ${n.length} skipped`:"";if(m.out==="-")return{success:!0,path:"-",mode:"stdout",exported:e,written:e,unchanged:0,skipped:n,lines:a,message:`Exported ${e} entr${e===1?"y":"ies"}${t}`};let r=m.out===void 0,i=m.out??C(p),o=await R(i);if(o===void 0&&e===0){let s=T(i);return{success:!0,path:s,mode:"none",exported:e,written:0,unchanged:0,skipped:n,message:`Nothing to export${t?` (${n.length} skipped)`:""}: ${s} not written`}}if(o===void 0||m.replace){let s=await y(i,a.map(D=>`${D}
`).join(""),{createDirectory:r});return{success:!0,path:s,mode:o===void 0?"created":"replaced",exported:e,written:e,unchanged:0,skipped:n,message:`Exported ${e} entr${e===1?"y":"ies"} to ${s}${t}`}}let c=new Map(O(o).entries.map(s=>[s.record.id,$(s.record)])),u=a.filter((s,f)=>c.get(d[f].id)!==s),l=T(i);if(u.length>0){let s=o===""||o.endsWith(`
`)?"":`
`;l=await y(i,`${o}${s}${u.map(f=>`${f}
`).join("")}`,{createDirectory:r})}let E=e-u.length;return{success:!0,path:l,mode:"appended",exported:e,written:u.length,unchanged:E,skipped:n,message:`Exported ${e} entr${e===1?"y":"ies"} to ${l}: ${u.length} appended, ${E} already there${t}`}}h(A,"exportEvents");async function M(p,m){let d=[],n=[],a=new Map;for(let t of p.store.readable(m)){let{files:r,warnings:i}=await t.listFiles();i.forEach(p.warn);for(let{slug:o}of r.sort((c,u)=>c.slug.localeCompare(u.slug))){let c;try{let l=await t.load(o);if(!l)continue;c=b(v(l.document,l.text).document)}catch(l){if(!x(l))throw l;n.push({slug:o,scope:t.scope,reason:l.message});continue}if("reason"in c){n.push({slug:o,scope:t.scope,reason:c.reason});continue}let u=a.get(c.record.id);if(u){n.push({slug:o,scope:t.scope,reason:`same id ${c.record.id} as ${u}, exported first`});continue}a.set(c.record.id,`${o} [${t.scope}]`),d.push(c.record)}}let e=h(t=>t.created_at,"createdAt");return d.sort((t,r)=>e(t)<e(r)?-1:e(t)>e(r)?1:t.id<r.id?-1:t.id>r.id?1:0),{records:d,skipped:n}}h(M,"exportableRecords");var Q={name:"export-events",usage:`Usage: memory export-events [--out <path>|-] [--scope <scope|all>] [--replace] [--json]

Writes memories as events.jsonl entries, one JSON line each (sorted by
created_at, then id) to <repo>/.memory/events.jsonl, the --out file, or
stdout with --out -.
A new file gets every entry (none is made when there is no entry). An existing file keeps all its lines and gets
only the entries that are new or differ from their latest line there
(an update is a new line, the latest line of an id wins); --replace writes a
fresh snapshot instead. The file is written atomically; a symbolic link or a
directory is refused.

Memories made here get an id <type>-<anchor>-<hash8> (from the first source),
content bullets from their body (its first list, else its paragraphs or
sentences; 2 to 6), classification hard for gotchas and soft otherwise.
A memory without a source, or without rule and implication, cannot be a
valid entry: it is listed as skipped with the field to add.

Options:
  --out <path>|-       where to write (default: <repo>/.memory/events.jsonl)
  --scope <scope|all>  which memories (default: project in a repo, else global)
  --replace            replace an existing file instead of appending changes
  --json               print the JSON response (not with --out -)`,options:{out:{type:"string"},scope:{type:"string"},replace:{type:"boolean"}},async run({values:p,positionals:m},{io:d,context:n}){if(m.length>0)throw new g(`memory export-events takes no arguments (got "${m.join(" ")}"); give the file with --out.`);let a=w(p,"out");if(a==="")throw new g("--out needs a path, or - for stdout.");if(a==="-"&&p.json)throw new g("--json and --out - both write to stdout: give --out a file, or drop --json.");let e=w(p,"scope"),t={...a===void 0?{}:{out:a},...e===void 0?{}:{scope:k(e)},...p.replace?{replace:!0}:{}},r=await A(n(),t),i=r.skipped.map(o=>`  - ${o.slug} [${o.scope}]: ${o.reason}`);if(r.mode==="stdout"){d.out((r.lines??[]).map(o=>`${o}
`).join("")),i.length>0&&d.err(`\u26A0 ${r.skipped.length} memor${r.skipped.length===1?"y":"ies"} skipped (not valid events.jsonl entries):
${i.join(`
`)}
`);return}if(p.json)return S(d,r);d.out(`\u2713 ${r.message}
${i.length>0?`Skipped (${i.length}):
${i.join(`
`)}
`:""}`)}};export{Q as command};
