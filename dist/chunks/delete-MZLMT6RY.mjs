#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as g}from"./chunk-RC4RGOOO.mjs";import{b as u}from"./chunk-K66QK2VL.mjs";import{c as y}from"./chunk-ROT7344V.mjs";import"./chunk-L6ZR4RHP.mjs";import"./chunk-SUYEMZEZ.mjs";import"./chunk-4WYKJSSM.mjs";import"./chunk-4NIQOQTH.mjs";import{b as p,k as f,n as d}from"./chunk-FZ7MPEEB.mjs";import{A as c,a as n,j as l,k as m,l as a}from"./chunk-NX2XHUVU.mjs";async function h(r,e,o){c(e.slug);let t=await r.store.locateFile(e.slug,e.scope);if(!t)throw u(e.slug,e.scope);let s={slug:e.slug,scope:t.scope,filePath:t.filePath(e.slug),edges:await $(t,e.slug),hasEmbedding:!1};if(!e.force){if(!o)throw new l(`Not deleting ${e.slug}: confirmation is needed. Run it in a terminal to confirm, or pass --force.`,{slug:e.slug});if(!await o(s))throw new l(`Cancelled: ${e.slug} was not deleted.`,{slug:e.slug})}return await t.withWriteLock(async()=>{await t.remove(e.slug),await g(t,e.slug)}),{success:!0,slug:e.slug,scope:t.scope,edgesRemoved:s.edges,cacheRemoved:!1,message:`Deleted memory: ${e.slug}`}}n(h,"deleteMemory");async function $(r,e){try{let o=await r.load(e);return o?f(o.document).links.length:0}catch(o){if(o instanceof a)return 0;throw o}}n($,"outgoingEdges");var U={name:"delete",usage:`Usage: memory delete <slug> [--scope <scope>] [--force]

Deletes a memory file. Asks for confirmation on a terminal; elsewhere --force is required.`,options:{scope:{type:"string"},force:{type:"boolean",short:"f"}},async run({values:r,positionals:e},{io:o,context:t}){let[s,...w]=e;if(!s||w.length>0)throw new m("Give exactly one slug: memory delete <slug>.");let D=o.stdinIsTTY&&!r.json?P=>b(o,P):void 0,i=await h(t(),{slug:s,force:r.force===!0,...r.scope===void 0?{}:{scope:p(r.scope)}},D);if(r.json)return d(o,i);o.out(`✓ ${i.message}
  Edges removed: ${i.edgesRemoved}
  Scope: ${i.scope}
`)}};function b(r,e){let o=[`⚠ Delete memory: ${e.slug} [${e.scope}]`,"  This will remove:",`  - Memory file: ${e.filePath}`];return e.edges>0&&o.push(`  - ${y(e.edges,"graph edge")}`),e.hasEmbedding&&o.push("  - Embedding cache"),r.err(`${o.join(`
`)}

`),r.confirm("  Are you sure? (y/N): ")}n(b,"askToDelete");export{U as command};
