#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as $}from"./chunk-QDPVPISK.mjs";import{b as p}from"./chunk-RC5VIZME.mjs";import{a as O}from"./chunk-7ZSPSNZH.mjs";import"./chunk-JBGDXBLP.mjs";import{a as j}from"./chunk-ZC2G6XGI.mjs";import"./chunk-755LY7GL.mjs";import"./chunk-RFC2H7O4.mjs";import"./chunk-GIFACIN2.mjs";import"./chunk-5VEY7VT2.mjs";import"./chunk-YQFRAFP6.mjs";import"./chunk-SH2XKKCI.mjs";import"./chunk-SL357WD7.mjs";import"./chunk-B4W3CZ3P.mjs";import"./chunk-GKOVFY5D.mjs";import"./chunk-RX6DQC7L.mjs";import"./chunk-4OIYKSVB.mjs";import{d as l,e as S,f as m}from"./chunk-B2L5K7OZ.mjs";import"./chunk-WZIOKIGT.mjs";import"./chunk-Z2NYOGQO.mjs";import"./chunk-LGPTMRGY.mjs";import"./chunk-UKYHSVHH.mjs";import"./chunk-XHIKJMUY.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-Y2FALIAF.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-XT2F2NPP.mjs";import"./chunk-AJWPA6IA.mjs";import"./chunk-QG5K6FT4.mjs";import"./chunk-XQNMP523.mjs";import"./chunk-K7EQUZV3.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-4YUE626Z.mjs";import"./chunk-H663KPMS.mjs";import"./chunk-PSV3OKGN.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-5B3D2XBU.mjs";import"./chunk-E2FJOYWV.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-DF236AEN.mjs";import"./chunk-ZTP3JMEW.mjs";import"./chunk-LFBGYORR.mjs";import"./chunk-J5WCEBEI.mjs";import{g as y,h as k}from"./chunk-WEYFQZWI.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-HGMQJ3PH.mjs";import{p as u}from"./chunk-PSXJPFSG.mjs";import{a as c}from"./chunk-VLGG2NQA.mjs";var f=c(e=>e.replace(/[A-Z]/g,t=>`-${t.toLowerCase()}`),"optionName"),w=S.filter(e=>m(e).help!==void 0),b=new Set(["tags","links","paths","commands","source"]),R=[...w.map(e=>[`--${f(e)} ${m(e).arg}`,m(e).help]),["--stdin <kind>","what stdin holds: json (a request) or markdown (the content)"],["--json","print the JSON response"]].map(([e,t])=>{let[s,...i]=t.split(`
`);return[`  ${e.padEnd(20)} ${s}`,...i.map(n=>`${" ".repeat(23)}${n}`)].join(`
`)}).join(`
`),q=l.map(e=>`"${e}"`).join(",").replace(/(.{1,76})(?:,|$)/g,`$1,
`).replace(/,\n$/,""),W={name:"write",usage:`Usage: memory write <content> --type <type> --tags <a,b> [options]
       echo '<json request>' | memory write
       memory write --type gotcha --tags db < note.md
       memory write --slug <slug> --tags a,b      (edit one field, keep the rest)

Creates a memory (or updates the one named by --slug: what is not given is kept).

Options:
${R}

Content may come on stdin instead of as an argument: plain markdown, or a JSON
request with the keys
${q}.
A JSON object is read as a request only when it holds request fields alone
("content" among them, unless "slug" names the memory to edit): markdown that
is JSON stays content; --stdin json or --stdin markdown says which it is.
Options given on the command line override the JSON request.

Secrets (cloud keys, tokens, private keys, passwords in URLs or assignments)
are replaced by [REDACTED:<kind>] before anything is written; a warning (and
"redactions" in --json) says what was redacted.`,options:{...Object.fromEntries(w.map(e=>[f(e),b.has(e)?{type:"string",multiple:!0}:{type:"string"}])),stdin:{type:"string"}},async run(e,{io:t,context:s}){let i=await E(e,t),n=await j(s(),i);if(e.values.json)return O(t,n);if(n.redactions?.length){let r=k(n.redactions);t.err(`\u26A0 Redacted ${r} secret${r===1?"":"s"} before saving: ${y(n.redactions)}
`)}if(n.pending){t.out(`\u29D7 ${n.message}
  Scope: ${n.scope}
  Proposal: ${n.filePath}
`);return}t.out(`\u2713 ${n.message}
  Scope: ${n.scope}
  Path: ${n.filePath}
  Created: ${n.created}
`),N(i)&&t.out(`  \u2139 No --paths: the hook shows this gotcha only when a file path or command shares words with its tags or title.
    Add --paths "src/area/**" (globs) to show it whenever those files are read.
`)}};function N(e){if(e.type!=="gotcha"||e.slug!==void 0)return!1;let t=c(s=>Array.isArray(s)?s.length>0:s!==void 0&&s!=="","given");return!t(e.paths)&&!t(e.commands)&&!t(e.fields?.paths)&&!t(e.fields?.commands)}c(N,"unanchoredGotcha");async function E(e,t){let{values:s,positionals:i}=e,n={},r=i.join(" ");if(r===""||r==="-"){if(t.stdinIsTTY&&s.slug===void 0)throw new u("Nothing to write: give the content as an argument, or pipe it (or a JSON request) on stdin.");let d=t.stdinIsTTY?"":await t.readStdin(),o=J(d,p(s,"stdin"),s.json===!0);o?n=o:r=d}let a={...n};r.trim()!==""&&r!=="-"&&(a.content=r);for(let d of w){let o=f(d),g=b.has(d)?$(s[o]):p(s,o);g!==void 0&&(a[d]=g)}return a}c(E,"buildRequest");var h=new Set(l);function J(e,t,s){if(t!==void 0&&t!=="json"&&t!=="markdown")throw new u(`--stdin takes json or markdown, got ${JSON.stringify(t)}.`);if(t==="markdown")return;let i=e.trim();if(t===void 0&&!i.startsWith("{"))return;let n;try{n=JSON.parse(i)}catch(o){if(t===void 0&&!s)return;throw new u(`stdin looks like a JSON request but is not valid JSON (${o.message}). Send plain markdown (--stdin markdown) or a valid JSON object.`)}let r=!!n&&typeof n=="object"&&!Array.isArray(n);if(t==="json"){if(!r)throw new u("A JSON request on stdin must be an object.");return n}if(!r)return;let a=Object.keys(n);if((a.includes("content")||a.includes("slug"))&&a.every(o=>h.has(o)))return n;if(s&&a.some(o=>h.has(o)))throw new u(`stdin is a JSON object but not a write request (${a.filter(o=>!h.has(o)).slice(0,3).join(", ")||"no content"}). Send a request with "content", or --stdin markdown to save the JSON itself as the memory.`)}c(J,"parseJsonRequest");export{W as command};
