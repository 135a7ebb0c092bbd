#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as u}from"./chunk-QDPVPISK.mjs";import{g as k}from"./chunk-GV26M4GH.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-SJZRGECO.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-4XPHKLZC.mjs";import"./chunk-IIESSQEI.mjs";import"./chunk-SXPMCWAT.mjs";import"./chunk-Y6UVOEC4.mjs";import"./chunk-O6VEZXBQ.mjs";import"./chunk-R2RJCQB5.mjs";import"./chunk-O762AHJ6.mjs";import"./chunk-SE5OT45D.mjs";import{b as o}from"./chunk-FH472LVS.mjs";import{c as f}from"./chunk-O6N2BCVM.mjs";import{a as b}from"./chunk-MAFWBILP.mjs";import"./chunk-WUWBIN3V.mjs";import"./chunk-B43Q3YDP.mjs";import"./chunk-MFY5QM3Z.mjs";import{i as h,j as w}from"./chunk-22LOFMOK.mjs";import"./chunk-54K6HRRG.mjs";import"./chunk-OLSIA5QJ.mjs";import"./chunk-ALL4ZPWR.mjs";import{n as p}from"./chunk-UHTTBMNS.mjs";import{a as m}from"./chunk-VLGG2NQA.mjs";var $={name:"write",usage:`Usage: memory write <content> --type <type> --tags <a,b> [options]
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
  --source <refs>      where it comes from (spec 004 refs): src/a.ts:L10-L20,
                       docs/x.md#Heading:L1-L9, src/a.ts::fn, commit <hash>;
                       named repository files are anchored (hashed) so
                       \`memory health\` notices when they change
  --ttl <ttl>          ephemeral | decay | persistent (default: none = persistent);
                       ephemeral without an expiry expires after 7 days
  --expires <ISO>      hide it from default reads from this date or instant on
  --expires-in <dur>   the same as a duration from now: 12h, 30d, 2w
  --stdin <kind>       what stdin holds: json (a request) or markdown (the content)
  --json               print the JSON response

Content may come on stdin instead of as an argument: plain markdown, or a JSON
request {"content","type","tags","title","scope","links","paths","slug","fields",
"ttl","expires","expiresIn"}. A JSON object is read as a request only when it
holds "content" and request fields alone (markdown that is JSON stays content);
--stdin json or --stdin markdown says which it is.
Options given on the command line override the JSON request.

Secrets (cloud keys, tokens, private keys, passwords in URLs or assignments)
are replaced by [REDACTED:<kind>] before anything is written; a warning (and
"redactions" in --json) says what was redacted.`,options:{type:{type:"string"},tags:{type:"string",multiple:!0},title:{type:"string"},scope:{type:"string"},links:{type:"string",multiple:!0},paths:{type:"string",multiple:!0},slug:{type:"string"},source:{type:"string",multiple:!0},ttl:{type:"string"},expires:{type:"string"},"expires-in":{type:"string"},stdin:{type:"string"}},async run(a,{io:s,context:t}){let d=await j(a,s),e=await k(t(),d);if(a.values.json)return b(s,e);if(e.redactions?.length){let r=w(e.redactions);s.err(`⚠ Redacted ${r} secret${r===1?"":"s"} before saving: ${h(e.redactions)}
`)}if(e.pending){s.out(`⧗ ${e.message}
  Scope: ${e.scope}
  Proposal: ${e.filePath}
`);return}s.out(`✓ ${e.message}
  Scope: ${e.scope}
  Path: ${e.filePath}
  Created: ${e.created}
`)}};async function j(a,s){let{values:t,positionals:d}=a,e={},r=d.join(" ");if(r===""||r==="-"){if(s.stdinIsTTY)throw new p("Nothing to write: give the content as an argument, or pipe it (or a JSON request) on stdin.");let l=await s.readStdin(),c=S(l,o(t,"stdin"),t.json===!0);c?e=c:r=l}let n={...e};r!==""&&r!=="-"&&(n.content=r);let y={type:o(t,"type"),title:o(t,"title"),slug:o(t,"slug"),scope:t.scope===void 0?void 0:f(t.scope),tags:u(t.tags),links:u(t.links),paths:u(t.paths),ttl:o(t,"ttl"),expires:o(t,"expires"),expiresIn:o(t,"expires-in")};for(let[l,c]of Object.entries(y))c!==void 0&&(n[l]=c);let i=u(t.source);return i!==void 0&&(n.fields={...n.fields,source:i}),n.scope!==void 0&&(n.scope=f(n.scope)),n}m(j,"buildRequest");var g=new Set(["content","title","type","tags","scope","links","paths","slug","fields","edges","ttl","expires","expiresIn","created","unsetFields","allowEmptyTags"]);function S(a,s,t){if(s!==void 0&&s!=="json"&&s!=="markdown")throw new p(`--stdin takes json or markdown, got ${JSON.stringify(s)}.`);if(s==="markdown")return;let d=a.trim();if(s===void 0&&!d.startsWith("{"))return;let e;try{e=JSON.parse(d)}catch(i){if(s===void 0&&!t)return;throw new p(`stdin looks like a JSON request but is not valid JSON (${i.message}). Send plain markdown (--stdin markdown) or a valid JSON object.`)}let r=!!e&&typeof e=="object"&&!Array.isArray(e);if(s==="json"){if(!r)throw new p("A JSON request on stdin must be an object.");return e}if(!r)return;let n=Object.keys(e);if(n.includes("content")&&n.every(i=>g.has(i)))return e;if(t&&n.some(i=>g.has(i)))throw new p(`stdin is a JSON object but not a write request (${n.filter(i=>!g.has(i)).slice(0,3).join(", ")||"no content"}). Send a request with "content", or --stdin markdown to save the JSON itself as the memory.`)}m(S,"parseJsonRequest");export{$ as command};
