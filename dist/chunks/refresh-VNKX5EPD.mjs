#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as h}from"./chunk-7NMYGIDD.mjs";import{b as p}from"./chunk-63GRAF7E.mjs";import{a as f}from"./chunk-MAFWBILP.mjs";import"./chunk-3L656ONI.mjs";import"./chunk-FWVGPVSZ.mjs";import"./chunk-W25GOM3X.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-RRGN2M7X.mjs";import"./chunk-TTWKJ4AJ.mjs";import"./chunk-2ESWRFAM.mjs";import"./chunk-67PA7X45.mjs";import{a as c}from"./chunk-2LTEOT5I.mjs";import"./chunk-ENLO6UBW.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-TZVF3BXT.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-J5H2AQSR.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-4JN4LNCU.mjs";import"./chunk-7LPLDFXR.mjs";import"./chunk-SWMTQY3A.mjs";import"./chunk-VDIJK45X.mjs";import"./chunk-HGMQJ3PH.mjs";import{o as i}from"./chunk-6LUUS5EZ.mjs";import{a as m}from"./chunk-VLGG2NQA.mjs";import{rmSync as u}from"node:fs";async function d(o){let n=[];for(let e of o.store.readable("all")){if(!await e.exists())continue;let a=performance.now();await e.ensureLayout();let t=c(e.root),r=await h(e);r.warnings.forEach(o.warn),t&&p(e.root,t),n.push({scope:e.scope,memories:r.entries.size,changed:r.changed.length,removed:r.removed.length,durationMs:Math.round(performance.now()-a)})}return{success:!0,scopes:n}}m(d,"refresh");var j={name:"refresh",usage:`Usage: memory refresh [--json]

Brings the indexes the hooks read up to date with the memory files of every
scope (only changed files are read). The session-start hook runs it; you
never need to, unless you want to check what changed.`,options:{marker:{type:"string"}},async run({values:o,positionals:n},{io:e,context:a}){if(n.length>0)throw new i("memory refresh takes no arguments.");try{let t=await d(a());if(o.json)return f(e,t);let r=t.scopes.map(s=>`  ${s.scope}: ${s.memories} memories, ${s.changed} changed, ${s.removed} removed (${s.durationMs} ms)`);e.out(`✓ Indexes up to date with the files.
${r.join(`
`)}${r.length?`
`:""}`)}finally{typeof o.marker=="string"&&o.marker&&u(o.marker,{force:!0})}}};export{j as command};
