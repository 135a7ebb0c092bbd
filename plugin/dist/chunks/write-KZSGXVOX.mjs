#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as c}from"./chunk-QDPVPISK.mjs";import{a as k}from"./chunk-FXOPXZTD.mjs";import"./chunk-R2ZRDJAG.mjs";import"./chunk-MFNMXRUB.mjs";import"./chunk-5VEY7VT2.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-SZ3KCUYB.mjs";import"./chunk-N6FMFYJ3.mjs";import"./chunk-WJENFP45.mjs";import"./chunk-4VPJVX3K.mjs";import"./chunk-BUCBML7D.mjs";import"./chunk-CXRAGD3G.mjs";import"./chunk-BRLXZZKP.mjs";import"./chunk-5FOYTZAE.mjs";import{b as d}from"./chunk-3WMF4QMG.mjs";import{a as b}from"./chunk-MAFWBILP.mjs";import{c as f}from"./chunk-5V2FFJOL.mjs";import"./chunk-PAZ4DM2K.mjs";import"./chunk-YYHRSI2N.mjs";import"./chunk-7NY4IYCL.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-7FQAE74S.mjs";import"./chunk-VT75GNUE.mjs";import"./chunk-VTD22J3F.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-XW5RTNI7.mjs";import"./chunk-JSPDIRZS.mjs";import"./chunk-D6XGZHYI.mjs";import"./chunk-NYQSIKB4.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-7ISUP3MO.mjs";import"./chunk-7FZQGGKH.mjs";import"./chunk-MU7YC4H5.mjs";import"./chunk-WA4KJ5N2.mjs";import"./chunk-BYWMSXPF.mjs";import"./chunk-34UDZLXG.mjs";import"./chunk-U7GJJHSQ.mjs";import"./chunk-XLDGLFLO.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-TZVF3BXT.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-4JN4LNCU.mjs";import"./chunk-VXIM6GMA.mjs";import{f as y,g as w}from"./chunk-XS3B6OCC.mjs";import"./chunk-VDIJK45X.mjs";import"./chunk-5QULY22S.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-HGMQJ3PH.mjs";import{o as p}from"./chunk-6LUUS5EZ.mjs";import{a as u}from"./chunk-VLGG2NQA.mjs";var P={name:"write",usage:`Usage: memory write <content> --type <type> --tags <a,b> [options]
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
  --source <refs>      where it comes from (file refs): src/a.ts:L10-L20,
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
request {"content","type","tags","title","scope","links","paths","commands","slug","fields",
"ttl","expires","expiresIn"}. A JSON object is read as a request only when it
holds "content" and request fields alone (markdown that is JSON stays content);
--stdin json or --stdin markdown says which it is.
Options given on the command line override the JSON request.

Secrets (cloud keys, tokens, private keys, passwords in URLs or assignments)
are replaced by [REDACTED:<kind>] before anything is written; a warning (and
"redactions" in --json) says what was redacted.`,options:{type:{type:"string"},tags:{type:"string",multiple:!0},title:{type:"string"},scope:{type:"string"},links:{type:"string",multiple:!0},paths:{type:"string",multiple:!0},commands:{type:"string",multiple:!0},slug:{type:"string"},source:{type:"string",multiple:!0},ttl:{type:"string"},expires:{type:"string"},"expires-in":{type:"string"},stdin:{type:"string"}},async run(i,{io:t,context:e}){let r=await S(i,t),s=await k(e(),r);if(i.values.json)return b(t,s);if(s.redactions?.length){let o=w(s.redactions);t.err(`\u26A0 Redacted ${o} secret${o===1?"":"s"} before saving: ${y(s.redactions)}
`)}if(s.pending){t.out(`\u29D7 ${s.message}
  Scope: ${s.scope}
  Proposal: ${s.filePath}
`);return}t.out(`\u2713 ${s.message}
  Scope: ${s.scope}
  Path: ${s.filePath}
  Created: ${s.created}
`),j(r)&&t.out(`  \u2139 No --paths: the hook shows this gotcha only when a file path or command shares words with its tags or title.
    Add --paths "src/area/**" (globs) to show it whenever those files are read.
`)}};function j(i){if(i.type!=="gotcha"||i.slug!==void 0)return!1;let t=i,e=u(r=>Array.isArray(r)?r.length>0:r!==void 0&&r!=="","given");return!e(t.paths)&&!e(t.commands)&&!e(t.fields?.paths)&&!e(t.fields?.commands)}u(j,"unanchoredGotcha");async function S(i,t){let{values:e,positionals:r}=i,s={},o=r.join(" ");if(o===""||o==="-"){if(t.stdinIsTTY)throw new p("Nothing to write: give the content as an argument, or pipe it (or a JSON request) on stdin.");let m=await t.readStdin(),l=q(m,d(e,"stdin"),e.json===!0);l?s=l:o=m}let n={...s};o!==""&&o!=="-"&&(n.content=o);let g={type:d(e,"type"),title:d(e,"title"),slug:d(e,"slug"),scope:e.scope===void 0?void 0:f(e.scope),tags:c(e.tags),links:c(e.links),paths:c(e.paths),commands:c(e.commands),ttl:d(e,"ttl"),expires:d(e,"expires"),expiresIn:d(e,"expires-in")};for(let[m,l]of Object.entries(g))l!==void 0&&(n[m]=l);let a=c(e.source);return a!==void 0&&(n.fields={...n.fields,source:a}),n.scope!==void 0&&(n.scope=f(n.scope)),n}u(S,"buildRequest");var h=new Set(["content","title","type","tags","scope","links","paths","slug","fields","edges","ttl","expires","expiresIn","created","unsetFields","allowEmptyTags"]);function q(i,t,e){if(t!==void 0&&t!=="json"&&t!=="markdown")throw new p(`--stdin takes json or markdown, got ${JSON.stringify(t)}.`);if(t==="markdown")return;let r=i.trim();if(t===void 0&&!r.startsWith("{"))return;let s;try{s=JSON.parse(r)}catch(a){if(t===void 0&&!e)return;throw new p(`stdin looks like a JSON request but is not valid JSON (${a.message}). Send plain markdown (--stdin markdown) or a valid JSON object.`)}let o=!!s&&typeof s=="object"&&!Array.isArray(s);if(t==="json"){if(!o)throw new p("A JSON request on stdin must be an object.");return s}if(!o)return;let n=Object.keys(s);if(n.includes("content")&&n.every(a=>h.has(a)))return s;if(e&&n.some(a=>h.has(a)))throw new p(`stdin is a JSON object but not a write request (${n.filter(a=>!h.has(a)).slice(0,3).join(", ")||"no content"}). Send a request with "content", or --stdin markdown to save the JSON itself as the memory.`)}u(q,"parseJsonRequest");export{P as command};
