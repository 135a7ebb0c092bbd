#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as d,b as u}from"./chunk-PFKVHMTG.mjs";import{a as h}from"./chunk-MAFWBILP.mjs";import{c as p,d as f}from"./chunk-BV3WELRH.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-B7Y5RQ7Y.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-LCEG6POQ.mjs";import"./chunk-4H5RLCA7.mjs";import"./chunk-N3COVPHN.mjs";import"./chunk-OWA5JGXR.mjs";import"./chunk-NIRZVNJQ.mjs";import"./chunk-GCJNJ2DL.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-36UJXL5L.mjs";import{q as c}from"./chunk-5QI4KMLM.mjs";import"./chunk-SVMV2OEQ.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-PA7UMSCI.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import{n as i}from"./chunk-UHTTBMNS.mjs";import{a as m}from"./chunk-VLGG2NQA.mjs";import{rmSync as g}from"node:fs";async function y(o){let s=[];for(let e of o.store.readable("all")){if(!await e.exists())continue;let a=performance.now();await e.ensureLayout();let t=u(e.root),r=await f(e);r.warnings.forEach(o.warn),await p(e,r.entries),t&&c(e.indexPath(d),JSON.stringify({directory:t})),s.push({scope:e.scope,memories:r.entries.size,changed:r.changed.length,removed:r.removed.length,durationMs:Math.round(performance.now()-a)})}return{success:!0,scopes:s}}m(y,"refresh");var C={name:"refresh",usage:`Usage: memory refresh [--json]

Brings the indexes the hooks read up to date with the memory files of every
scope (only changed files are read). The session-start hook runs it; you
never need to, unless you want to check what changed.`,options:{marker:{type:"string"}},async run({values:o,positionals:s},{io:e,context:a}){if(s.length>0)throw new i("memory refresh takes no arguments.");try{let t=await y(a());if(o.json)return h(e,t);let r=t.scopes.map(n=>`  ${n.scope}: ${n.memories} memories, ${n.changed} changed, ${n.removed} removed (${n.durationMs} ms)`);e.out(`✓ Indexes up to date with the files.
${r.join(`
`)}${r.length?`
`:""}`)}finally{typeof o.marker=="string"&&o.marker&&g(o.marker,{force:!0})}}};export{C as command};
