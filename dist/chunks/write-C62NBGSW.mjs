#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as d}from"./chunk-QDPVPISK.mjs";import{b as i}from"./chunk-FH472LVS.mjs";import{a as w}from"./chunk-MAFWBILP.mjs";import{g as h}from"./chunk-3XODAW63.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-Y5CB2QEK.mjs";import"./chunk-FUJYDRAF.mjs";import"./chunk-SJZRGECO.mjs";import"./chunk-NCKMILBB.mjs";import{c as m}from"./chunk-7ODMUU6Q.mjs";import"./chunk-5HRMFWYZ.mjs";import"./chunk-GHJSE3CH.mjs";import"./chunk-ORWW4HNH.mjs";import"./chunk-HTLYFDIN.mjs";import"./chunk-WBM4RI66.mjs";import"./chunk-CZZFUVXY.mjs";import"./chunk-X2BHRCGY.mjs";import"./chunk-5PSS77JG.mjs";import"./chunk-NKHWQB7I.mjs";import"./chunk-2UANZ62C.mjs";import"./chunk-LSWSUO6D.mjs";import{h as f,i as y}from"./chunk-KWYPIKFC.mjs";import"./chunk-UGNAIF5K.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-ALL4ZPWR.mjs";import{n as l}from"./chunk-UHTTBMNS.mjs";import{a as u}from"./chunk-VLGG2NQA.mjs";var $={name:"write",usage:`Usage: memory write <content> --type <type> --tags <a,b> [options]
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
  --json               print the JSON response

Content may come on stdin instead of as an argument: plain markdown, or a JSON
request {"content","type","tags","title","scope","links","paths","slug","fields",
"ttl","expires","expiresIn"}.
Options given on the command line override the JSON request.

Secrets (cloud keys, tokens, private keys, passwords in URLs or assignments)
are replaced by [REDACTED:<kind>] before anything is written; a warning (and
"redactions" in --json) says what was redacted.`,options:{type:{type:"string"},tags:{type:"string",multiple:!0},title:{type:"string"},scope:{type:"string"},links:{type:"string",multiple:!0},paths:{type:"string",multiple:!0},slug:{type:"string"},source:{type:"string",multiple:!0},ttl:{type:"string"},expires:{type:"string"},"expires-in":{type:"string"}},async run(o,{io:s,context:e}){let a=await k(o,s),t=await h(e(),a);if(o.values.json)return w(s,t);if(t.redactions?.length){let r=y(t.redactions);s.err(`⚠ Redacted ${r} secret${r===1?"":"s"} before saving: ${f(t.redactions)}
`)}if(t.pending){s.out(`⧗ ${t.message}
  Scope: ${t.scope}
  Proposal: ${t.filePath}
`);return}s.out(`✓ ${t.message}
  Scope: ${t.scope}
  Path: ${t.filePath}
  Created: ${t.created}
`)}};async function k(o,s){let{values:e,positionals:a}=o,t={},r=a.join(" ");if(r===""||r==="-"){if(s.stdinIsTTY)throw new l("Nothing to write: give the content as an argument, or pipe it (or a JSON request) on stdin.");let c=await s.readStdin(),p=q(c);p?t=p:r=c}let n={...t};r!==""&&r!=="-"&&(n.content=r);let b={type:i(e,"type"),title:i(e,"title"),slug:i(e,"slug"),scope:e.scope===void 0?void 0:m(e.scope),tags:d(e.tags),links:d(e.links),paths:d(e.paths),ttl:i(e,"ttl"),expires:i(e,"expires"),expiresIn:i(e,"expires-in")};for(let[c,p]of Object.entries(b))p!==void 0&&(n[c]=p);let g=d(e.source);return g!==void 0&&(n.fields={...n.fields,source:g}),n.scope!==void 0&&(n.scope=m(n.scope)),n}u(k,"buildRequest");function q(o){let s=o.trim();if(!s.startsWith("{"))return;let e;try{e=JSON.parse(s)}catch(a){throw new l(`stdin looks like a JSON request but is not valid JSON (${a.message}). Send plain markdown or a valid JSON object.`)}if(!e||typeof e!="object"||Array.isArray(e))throw new l("A JSON request on stdin must be an object.");return e}u(q,"parseJsonRequest");export{$ as command};
