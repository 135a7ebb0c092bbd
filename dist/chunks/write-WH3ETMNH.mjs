#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as g,c as f,g as y}from"./chunk-LHNHMWO6.mjs";import"./chunk-SJZRGECO.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-NFE6ROU2.mjs";import"./chunk-X4WMA7G3.mjs";import{b as l}from"./chunk-UR5CXWY4.mjs";import"./chunk-3T33HZ6S.mjs";import"./chunk-HQZPPJOR.mjs";import"./chunk-P7EJKYW5.mjs";import"./chunk-CQJXVIT3.mjs";import"./chunk-LGNWANJT.mjs";import"./chunk-62K3MMOH.mjs";import{b as m}from"./chunk-TJVYQMWF.mjs";import{a as h}from"./chunk-MAFWBILP.mjs";import"./chunk-ZTRFZUP7.mjs";import"./chunk-Z6IV6TAB.mjs";import{n as d}from"./chunk-VKPNIXGU.mjs";import{a as p}from"./chunk-VLGG2NQA.mjs";function u(r){if(r===void 0||typeof r=="boolean")return;let s=[];for(let e of Array.isArray(r)?r:[r]){let o=0,t="";for(let n of e)n==="{"&&o++,n==="}"&&(o=Math.max(0,o-1)),n===","&&o===0?(s.push(t),t=""):t+=n;s.push(t)}return s.map(e=>e.trim()).filter(Boolean)}p(u,"splitList");var v={name:"write",usage:`Usage: memory write <content> --type <type> --tags <a,b> [options]
       echo '<json request>' | memory write
       memory write --type gotcha --tags db < note.md

Creates a memory (or updates the one named by --slug).

Options:
  --type <type>        decision | learning | gotcha | breadcrumb | hub | artifact
  --tags <a,b>         comma-separated tags (at least one)
  --title <title>      title (default: the first # heading, else the first line)
  --scope <scope>      project | local | global | enterprise (default: project in a repo, else global)
  --links <a,b>        slugs of related memories
  --paths <globs>      files a gotcha applies to, e.g. "src/auth/**,*.oauth.ts"
  --slug <slug>        write to this slug; an existing memory is updated in place
  --json               print the JSON response

Content may come on stdin instead of as an argument: plain markdown, or a JSON
request {"content","type","tags","title","scope","links","paths","slug","fields"}.
Options given on the command line override the JSON request.

Secrets (cloud keys, tokens, private keys, passwords in URLs or assignments)
are replaced by [REDACTED:<kind>] before anything is written; a warning (and
"redactions" in --json) says what was redacted.`,options:{type:{type:"string"},tags:{type:"string",multiple:!0},title:{type:"string"},scope:{type:"string"},links:{type:"string",multiple:!0},paths:{type:"string",multiple:!0},slug:{type:"string"}},async run(r,{io:s,context:e}){let o=await b(r,s),t=await y(e(),o);if(r.values.json)return h(s,t);if(t.redactions?.length){let n=f(t.redactions);s.err(`⚠ Redacted ${n} secret${n===1?"":"s"} before saving: ${g(t.redactions)}
`)}if(t.pending){s.out(`⧗ ${t.message}
  Scope: ${t.scope}
  Proposal: ${t.filePath}
`);return}s.out(`✓ ${t.message}
  Scope: ${t.scope}
  Path: ${t.filePath}
  Created: ${t.created}
`)}};async function b(r,s){let{values:e,positionals:o}=r,t={},n=o.join(" ");if(n===""||n==="-"){if(s.stdinIsTTY)throw new d("Nothing to write: give the content as an argument, or pipe it (or a JSON request) on stdin.");let c=await s.readStdin(),a=k(c);a?t=a:n=c}let i={...t};n!==""&&n!=="-"&&(i.content=n);let w={type:l(e,"type"),title:l(e,"title"),slug:l(e,"slug"),scope:e.scope===void 0?void 0:m(e.scope),tags:u(e.tags),links:u(e.links),paths:u(e.paths)};for(let[c,a]of Object.entries(w))a!==void 0&&(i[c]=a);return i.scope!==void 0&&(i.scope=m(i.scope)),i}p(b,"buildRequest");function k(r){let s=r.trim();if(!s.startsWith("{"))return;let e;try{e=JSON.parse(s)}catch(o){throw new d(`stdin looks like a JSON request but is not valid JSON (${o.message}). Send plain markdown or a valid JSON object.`)}if(!e||typeof e!="object"||Array.isArray(e))throw new d("A JSON request on stdin must be an object.");return e}p(k,"parseJsonRequest");export{v as command};
