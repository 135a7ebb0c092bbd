#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{d as k,e as $,i as y,j as R,k as O,l as S}from"./chunk-TOCPD637.mjs";import"./chunk-2XYN2CE4.mjs";import"./chunk-7M44YTRG.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-ERM7DOZ6.mjs";import"./chunk-GT5LBBJS.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-4DL3K2HL.mjs";import"./chunk-XTV2BRAK.mjs";import"./chunk-IPLAB5IV.mjs";import"./chunk-C4IDYDWL.mjs";import"./chunk-2C5OKAYT.mjs";import"./chunk-URUF76HN.mjs";import{b as w}from"./chunk-FH472LVS.mjs";import{a as j}from"./chunk-MAFWBILP.mjs";import{d as v}from"./chunk-7ODMUU6Q.mjs";import"./chunk-2FLLSDOJ.mjs";import"./chunk-Q5XG3VJI.mjs";import"./chunk-K5G4FB77.mjs";import"./chunk-STMFXDS5.mjs";import"./chunk-ORTFXDUK.mjs";import"./chunk-NIRZVNJQ.mjs";import"./chunk-2VXDA2GA.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-FJBWGPPD.mjs";import"./chunk-BIIEZGQA.mjs";import"./chunk-HNDR35MB.mjs";import"./chunk-GCJNJ2DL.mjs";import"./chunk-SVMV2OEQ.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-ZJMJABKN.mjs";import"./chunk-4H5RLCA7.mjs";import"./chunk-YTZGM52R.mjs";import"./chunk-ND3KFZ34.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-PA7UMSCI.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-SKRXYPRA.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-YDUEG7HK.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-5QI4KMLM.mjs";import"./chunk-HGMQJ3PH.mjs";import{n as g,x}from"./chunk-UHTTBMNS.mjs";import{a as h}from"./chunk-VLGG2NQA.mjs";import{resolve as T}from"node:path";async function b(s,d={}){let{records:a,skipped:n}=await A(s,d.scope??s.store.resolved.defaultWriteScope),i=a.map(y),e=i.length,t=n.length>0?`; ${n.length} skipped`:"";if(d.out==="-")return{success:!0,path:"-",mode:"stdout",exported:e,written:e,unchanged:0,skipped:n,lines:i,message:`Exported ${e} entr${e===1?"y":"ies"}${t}`};let r=d.out===void 0,p=d.out??S(s),o=await k(p);if(o===void 0||d.replace){let u=await $(p,i.map(C=>`${C}
`).join(""),{createDirectory:r});return{success:!0,path:u,mode:o===void 0?"created":"replaced",exported:e,written:e,unchanged:0,skipped:n,message:`Exported ${e} entr${e===1?"y":"ies"} to ${u}${t}`}}let c=new Map(R(o).entries.map(u=>[u.record.id,y(u.record)])),l=a.filter((u,f)=>c.get(u.id)!==i[f]).map(y),m=T(p);if(l.length>0){let u=o===""||o.endsWith(`
`)?"":`
`;m=await $(p,`${o}${u}${l.map(f=>`${f}
`).join("")}`,{createDirectory:r})}let E=e-l.length;return{success:!0,path:m,mode:"appended",exported:e,written:l.length,unchanged:E,skipped:n,message:`Exported ${e} entr${e===1?"y":"ies"} to ${m}: ${l.length} appended, ${E} already there${t}`}}h(b,"exportEvents");async function A(s,d){let a=[],n=[],i=new Map;for(let t of s.store.readable(d)){let{files:r,warnings:p}=await t.listFiles();p.forEach(s.warn);for(let{slug:o}of r.sort((c,l)=>c.slug.localeCompare(l.slug))){let c;try{let m=await t.load(o);if(!m)continue;c=O(m.document)}catch(m){if(!x(m))throw m;n.push({slug:o,scope:t.scope,reason:m.message});continue}if("reason"in c){n.push({slug:o,scope:t.scope,reason:c.reason});continue}let l=i.get(c.record.id);if(l){n.push({slug:o,scope:t.scope,reason:`same id ${c.record.id} as ${l}, exported first`});continue}i.set(c.record.id,`${o} [${t.scope}]`),a.push(c.record)}}let e=h(t=>t.created_at,"createdAt");return a.sort((t,r)=>e(t)<e(r)?-1:e(t)>e(r)?1:t.id<r.id?-1:t.id>r.id?1:0),{records:a,skipped:n}}h(A,"exportableRecords");var G={name:"export-events",usage:`Usage: memory export-events [--out <path>|-] [--scope <scope|all>] [--replace] [--json]

Writes memories as spec 004 lines (sorted by created_at, then id) to
<repo>/.memory/events.jsonl, the --out file, or stdout with --out -.
A new file gets every entry. An existing file keeps all its lines and gets
only the entries that are new or differ from their latest line there
(spec 004: updates are appended, the latest line wins); --replace writes a
fresh snapshot instead. The file is written atomically; a symbolic link or a
directory is refused.

Memories made here get an id by spec 004's rule (<type>-<anchor>-<hash8>),
content bullets from their body (its first list, else its paragraphs or
sentences; 2 to 6), classification hard for gotchas and soft otherwise.
A memory without a source, or without rule and implication, cannot be a
valid entry: it is listed as skipped with the field to add.

Options:
  --out <path>|-       where to write (default: <repo>/.memory/events.jsonl)
  --scope <scope|all>  which memories (default: project in a repo, else global)
  --replace            replace an existing file instead of appending changes
  --json               print the JSON response (not with --out -)`,options:{out:{type:"string"},scope:{type:"string"},replace:{type:"boolean"}},async run({values:s,positionals:d},{io:a,context:n}){if(d.length>0)throw new g(`memory export-events takes no arguments (got "${d.join(" ")}"); give the file with --out.`);let i=w(s,"out");if(i==="")throw new g("--out needs a path, or - for stdout.");if(i==="-"&&s.json)throw new g("--json and --out - both write to stdout: give --out a file, or drop --json.");let e=w(s,"scope"),t={...i===void 0?{}:{out:i},...e===void 0?{}:{scope:v(e)},...s.replace?{replace:!0}:{}},r=await b(n(),t),p=r.skipped.map(o=>`  - ${o.slug} [${o.scope}]: ${o.reason}`);if(r.mode==="stdout"){a.out((r.lines??[]).map(o=>`${o}
`).join("")),p.length>0&&a.err(`⚠ ${r.skipped.length} memor${r.skipped.length===1?"y":"ies"} skipped (not valid spec 004 entries):
${p.join(`
`)}
`);return}if(s.json)return j(a,r);a.out(`✓ ${r.message}
${p.length>0?`Skipped (${p.length}):
${p.join(`
`)}
`:""}`)}};export{G as command};
