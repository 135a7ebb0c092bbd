#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-QDPVPISK.mjs";import{g as h}from"./chunk-BYV4J2IZ.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-SJZRGECO.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-T62AO7MU.mjs";import"./chunk-QMB6PKLA.mjs";import"./chunk-RQG2TTKD.mjs";import"./chunk-AW4I5SUL.mjs";import"./chunk-BTAMA2KJ.mjs";import"./chunk-RWKJUI5E.mjs";import"./chunk-NTV52SZO.mjs";import"./chunk-4QSKLT2K.mjs";import{b as o}from"./chunk-FH472LVS.mjs";import{c as u}from"./chunk-BYQ76DWM.mjs";import{a as w}from"./chunk-MAFWBILP.mjs";import"./chunk-QZ7CMNTG.mjs";import"./chunk-YDTOR33Q.mjs";import"./chunk-YI3ALH5A.mjs";import{h as f,i as y}from"./chunk-7E6HYYLD.mjs";import"./chunk-FQ7W5XGV.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-ALL4ZPWR.mjs";import{n as m}from"./chunk-UHTTBMNS.mjs";import{a as l}from"./chunk-VLGG2NQA.mjs";var $={name:"write",usage:`Usage: memory write <content> --type <type> --tags <a,b> [options]
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
  --commands <globs>   shell commands a gotcha is about, e.g. "npm publish*,terraform apply*"
  --slug <slug>        write to this slug; an existing memory is updated in place
  --source <refs>      where it comes from (spec 004 refs): src/a.ts:L10-L20,
                       docs/x.md#Heading:L1-L9, src/a.ts::fn, commit <hash>;
                       named repository files are anchored (hashed) so
                       \`memory health\` notices when they change
  --ttl <ttl>          ephemeral | decay | persistent (default: none = persistent);
                       ephemeral without an expiry expires after 7 days
  --expires <ISO>      hide it from default reads from this date or instant on
  --expires-in <dur>   the same as a duration from now: 12h, 30d, 2w
  --json               print the JSON response

Content may come on stdin instead of as an argument: plain markdown, or a JSON
request {"content","type","tags","title","scope","links","paths","commands","slug","fields",
"ttl","expires","expiresIn"}.
Options given on the command line override the JSON request.

Secrets (cloud keys, tokens, private keys, passwords in URLs or assignments)
are replaced by [REDACTED:<kind>] before anything is written; a warning (and
"redactions" in --json) says what was redacted.`,options:{type:{type:"string"},tags:{type:"string",multiple:!0},title:{type:"string"},scope:{type:"string"},links:{type:"string",multiple:!0},paths:{type:"string",multiple:!0},commands:{type:"string",multiple:!0},slug:{type:"string"},source:{type:"string",multiple:!0},ttl:{type:"string"},expires:{type:"string"},"expires-in":{type:"string"}},async run(i,{io:s,context:e}){let p=await k(i,s),t=await h(e(),p);if(i.values.json)return w(s,t);if(t.redactions?.length){let r=y(t.redactions);s.err(`⚠ Redacted ${r} secret${r===1?"":"s"} before saving: ${f(t.redactions)}
`)}if(t.pending){s.out(`⧗ ${t.message}
  Scope: ${t.scope}
  Proposal: ${t.filePath}
`);return}s.out(`✓ ${t.message}
  Scope: ${t.scope}
  Path: ${t.filePath}
  Created: ${t.created}
`)}};async function k(i,s){let{values:e,positionals:p}=i,t={},r=p.join(" ");if(r===""||r==="-"){if(s.stdinIsTTY)throw new m("Nothing to write: give the content as an argument, or pipe it (or a JSON request) on stdin.");let c=await s.readStdin(),d=q(c);d?t=d:r=c}let n={...t};r!==""&&r!=="-"&&(n.content=r);let b={type:o(e,"type"),title:o(e,"title"),slug:o(e,"slug"),scope:e.scope===void 0?void 0:u(e.scope),tags:a(e.tags),links:a(e.links),paths:a(e.paths),commands:a(e.commands),ttl:o(e,"ttl"),expires:o(e,"expires"),expiresIn:o(e,"expires-in")};for(let[c,d]of Object.entries(b))d!==void 0&&(n[c]=d);let g=a(e.source);return g!==void 0&&(n.fields={...n.fields,source:g}),n.scope!==void 0&&(n.scope=u(n.scope)),n}l(k,"buildRequest");function q(i){let s=i.trim();if(!s.startsWith("{"))return;let e;try{e=JSON.parse(s)}catch(p){throw new m(`stdin looks like a JSON request but is not valid JSON (${p.message}). Send plain markdown or a valid JSON object.`)}if(!e||typeof e!="object"||Array.isArray(e))throw new m("A JSON request on stdin must be an object.");return e}l(q,"parseJsonRequest");export{$ as command};
