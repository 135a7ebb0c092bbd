#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as p}from"./chunk-QDPVPISK.mjs";import{b as a}from"./chunk-FH472LVS.mjs";import{a as w}from"./chunk-MAFWBILP.mjs";import{g as y}from"./chunk-FETVZZDZ.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-4NS2I7UM.mjs";import"./chunk-E5JWTJA4.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-4DL3K2HL.mjs";import{c as u}from"./chunk-7ODMUU6Q.mjs";import"./chunk-3ADBA7OT.mjs";import"./chunk-HO67SKFK.mjs";import"./chunk-CGZSB3CI.mjs";import"./chunk-ULDTQ5EH.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-7DHRWQKO.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-C5POXCVM.mjs";import"./chunk-N3COVPHN.mjs";import"./chunk-75BZS4CU.mjs";import"./chunk-J3DY7WYT.mjs";import"./chunk-SODZLQ25.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-36UJXL5L.mjs";import{h,i as f}from"./chunk-HUAHO3EW.mjs";import"./chunk-HDUZFAIR.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import{n as l}from"./chunk-UHTTBMNS.mjs";import{a as c}from"./chunk-VLGG2NQA.mjs";var v={name:"write",usage:`Usage: memory write <content> --type <type> --tags <a,b> [options]
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
"redactions" in --json) says what was redacted.`,options:{type:{type:"string"},tags:{type:"string",multiple:!0},title:{type:"string"},scope:{type:"string"},links:{type:"string",multiple:!0},paths:{type:"string",multiple:!0},commands:{type:"string",multiple:!0},slug:{type:"string"},source:{type:"string",multiple:!0},ttl:{type:"string"},expires:{type:"string"},"expires-in":{type:"string"}},async run(r,{io:t,context:e}){let n=await R(r,t),s=await y(e(),n);if(r.values.json)return w(t,s);if(s.redactions?.length){let o=f(s.redactions);t.err(`⚠ Redacted ${o} secret${o===1?"":"s"} before saving: ${h(s.redactions)}
`)}if(s.pending){t.out(`⧗ ${s.message}
  Scope: ${s.scope}
  Proposal: ${s.filePath}
`);return}t.out(`✓ ${s.message}
  Scope: ${s.scope}
  Path: ${s.filePath}
  Created: ${s.created}
`),k(n)&&t.out(`  ℹ No --paths: the hook shows this gotcha only when a file path or command shares words with its tags or title.
    Add --paths "src/area/**" (globs) to show it whenever those files are read.
`)}};function k(r){if(r.type!=="gotcha"||r.slug!==void 0)return!1;let t=r,e=c(n=>Array.isArray(n)?n.length>0:n!==void 0&&n!=="","given");return!e(t.paths)&&!e(t.commands)&&!e(t.fields?.paths)&&!e(t.fields?.commands)}c(k,"unanchoredGotcha");async function R(r,t){let{values:e,positionals:n}=r,s={},o=n.join(" ");if(o===""||o==="-"){if(t.stdinIsTTY)throw new l("Nothing to write: give the content as an argument, or pipe it (or a JSON request) on stdin.");let m=await t.readStdin(),d=O(m);d?s=d:o=m}let i={...s};o!==""&&o!=="-"&&(i.content=o);let b={type:a(e,"type"),title:a(e,"title"),slug:a(e,"slug"),scope:e.scope===void 0?void 0:u(e.scope),tags:p(e.tags),links:p(e.links),paths:p(e.paths),commands:p(e.commands),ttl:a(e,"ttl"),expires:a(e,"expires"),expiresIn:a(e,"expires-in")};for(let[m,d]of Object.entries(b))d!==void 0&&(i[m]=d);let g=p(e.source);return g!==void 0&&(i.fields={...i.fields,source:g}),i.scope!==void 0&&(i.scope=u(i.scope)),i}c(R,"buildRequest");function O(r){let t=r.trim();if(!t.startsWith("{"))return;let e;try{e=JSON.parse(t)}catch(n){throw new l(`stdin looks like a JSON request but is not valid JSON (${n.message}). Send plain markdown or a valid JSON object.`)}if(!e||typeof e!="object"||Array.isArray(e))throw new l("A JSON request on stdin must be an object.");return e}c(O,"parseJsonRequest");export{v as command};
