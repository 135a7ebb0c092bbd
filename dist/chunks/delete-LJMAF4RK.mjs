#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as d}from"./chunk-2RFZREF7.mjs";import{a as g,g as u}from"./chunk-KFG7DU3N.mjs";import{b as p,f}from"./chunk-6NHRXYOF.mjs";import{a as n,h as l,i as m,j as a,y as c}from"./chunk-YZDO6AOB.mjs";async function y(r,e,o){c(e.slug);let t=await r.store.locateFile(e.slug,e.scope);if(!t)throw d(e.slug,e.scope);let s={slug:e.slug,scope:t.scope,filePath:t.filePath(e.slug),edges:await P(t,e.slug),hasEmbedding:!1};if(!e.force){if(!o)throw new l(`Not deleting ${e.slug}: confirmation is needed. Run it in a terminal to confirm, or pass --force.`,{slug:e.slug});if(!await o(s))throw new l(`Cancelled: ${e.slug} was not deleted.`,{slug:e.slug})}return await t.withWriteLock(()=>t.remove(e.slug)),{success:!0,slug:e.slug,scope:t.scope,edgesRemoved:s.edges,cacheRemoved:!1,message:`Deleted memory: ${e.slug}`}}n(y,"deleteMemory");async function P(r,e){try{let o=await r.load(e);return o?g(o.document).links.length:0}catch(o){if(o instanceof a)return 0;throw o}}n(P,"outgoingEdges");var v={name:"delete",usage:`Usage: memory delete <slug> [--scope <scope>] [--force]

Deletes a memory file. Asks for confirmation on a terminal; elsewhere --force is required.`,options:{scope:{type:"string"},force:{type:"boolean",short:"f"}},async run({values:r,positionals:e},{io:o,context:t}){let[s,...h]=e;if(!s||h.length>0)throw new m("Give exactly one slug: memory delete <slug>.");let w=o.stdinIsTTY&&!r.json?D=>$(o,D):void 0,i=await y(t(),{slug:s,force:r.force===!0,...r.scope===void 0?{}:{scope:p(r.scope)}},w);if(r.json)return f(o,i);o.out(`✓ ${i.message}
  Edges removed: ${i.edgesRemoved}
  Scope: ${i.scope}
`)}};function $(r,e){let o=[`⚠ Delete memory: ${e.slug} [${e.scope}]`,"  This will remove:",`  - Memory file: ${e.filePath}`];return e.edges>0&&o.push(`  - ${u(e.edges,"graph edge")}`),e.hasEmbedding&&o.push("  - Embedding cache"),r.err(`${o.join(`
`)}

`),r.confirm("  Are you sure? (y/N): ")}n($,"askToDelete");export{v as command};
