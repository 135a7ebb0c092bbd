#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as l}from"./chunk-QDPVPISK.mjs";import{a as R}from"./chunk-PVNSRWGV.mjs";import"./chunk-RXLMCWRE.mjs";import"./chunk-QFUL3K4J.mjs";import"./chunk-5VEY7VT2.mjs";import"./chunk-SZ3KCUYB.mjs";import"./chunk-XPZRPMRN.mjs";import"./chunk-DYXZBVLV.mjs";import"./chunk-DAVKT76X.mjs";import"./chunk-CXKW5I37.mjs";import"./chunk-3OI2ZKM2.mjs";import"./chunk-VD7WT4YR.mjs";import"./chunk-5CMOENEK.mjs";import{b as h}from"./chunk-3WMF4QMG.mjs";import{a as $}from"./chunk-MAFWBILP.mjs";import"./chunk-AHT3QFY7.mjs";import{d as f,e as O,f as m}from"./chunk-DRTV6RTF.mjs";import"./chunk-AXGSS5NX.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-IOLRXUSX.mjs";import"./chunk-USTYEH52.mjs";import"./chunk-GEXYDWR4.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-7FQAE74S.mjs";import"./chunk-5A5GEZZY.mjs";import"./chunk-4LDLLDB6.mjs";import"./chunk-WRK72J74.mjs";import"./chunk-MIYW2KFO.mjs";import"./chunk-AA5IAP55.mjs";import"./chunk-D6XGZHYI.mjs";import"./chunk-FBBCDNJA.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-X6OK6MUJ.mjs";import"./chunk-7FZQGGKH.mjs";import"./chunk-XMF4LERR.mjs";import"./chunk-WLFWOQ5L.mjs";import"./chunk-4TO45CQJ.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-32DS7XGM.mjs";import"./chunk-34UDZLXG.mjs";import"./chunk-U7GJJHSQ.mjs";import"./chunk-RDLFL55N.mjs";import"./chunk-TZVF3BXT.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-4JN4LNCU.mjs";import"./chunk-ISAZLUQO.mjs";import{f as S,g as j}from"./chunk-XS3B6OCC.mjs";import"./chunk-VDIJK45X.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-SXKWM6V3.mjs";import"./chunk-HGMQJ3PH.mjs";import{o as c}from"./chunk-6LUUS5EZ.mjs";import{a as d}from"./chunk-VLGG2NQA.mjs";var g=d(e=>e.replace(/[A-Z]/g,t=>`-${t.toLowerCase()}`),"optionName"),y=O.filter(e=>m(e).help!==void 0),b=new Set(["tags","links","paths","commands"]),q=[...y.map(e=>[`--${g(e)} ${m(e).arg}`,m(e).help]),["--source <refs>",`where it comes from (file refs): src/a.ts:L10-L20,
docs/x.md#Heading:L1-L9, src/a.ts::fn, commit <hash>;
named repository files are anchored (hashed) so
\`memory health\` notices when they change`],["--stdin <kind>","what stdin holds: json (a request) or markdown (the content)"],["--json","print the JSON response"]].map(([e,t])=>{let[s,...a]=t.split(`
`);return[`  ${e.padEnd(20)} ${s}`,...a.map(n=>`${" ".repeat(23)}${n}`)].join(`
`)}).join(`
`),N=f.map(e=>`"${e}"`).join(",").replace(/(.{1,76})(?:,|$)/g,`$1,
`).replace(/,\n$/,""),F={name:"write",usage:`Usage: memory write <content> --type <type> --tags <a,b> [options]
       echo '<json request>' | memory write
       memory write --type gotcha --tags db < note.md
       memory write --slug <slug> --tags a,b      (edit one field, keep the rest)

Creates a memory (or updates the one named by --slug: what is not given is kept).

Options:
${q}

Content may come on stdin instead of as an argument: plain markdown, or a JSON
request with the keys
${N}.
A JSON object is read as a request only when it holds request fields alone
("content" among them, unless "slug" names the memory to edit): markdown that
is JSON stays content; --stdin json or --stdin markdown says which it is.
Options given on the command line override the JSON request.

Secrets (cloud keys, tokens, private keys, passwords in URLs or assignments)
are replaced by [REDACTED:<kind>] before anything is written; a warning (and
"redactions" in --json) says what was redacted.`,options:{...Object.fromEntries(y.map(e=>[g(e),b.has(e)?{type:"string",multiple:!0}:{type:"string"}])),source:{type:"string",multiple:!0},stdin:{type:"string"}},async run(e,{io:t,context:s}){let a=await J(e,t),n=await R(s(),a);if(e.values.json)return $(t,n);if(n.redactions?.length){let r=j(n.redactions);t.err(`\u26A0 Redacted ${r} secret${r===1?"":"s"} before saving: ${S(n.redactions)}
`)}if(n.pending){t.out(`\u29D7 ${n.message}
  Scope: ${n.scope}
  Proposal: ${n.filePath}
`);return}t.out(`\u2713 ${n.message}
  Scope: ${n.scope}
  Path: ${n.filePath}
  Created: ${n.created}
`),E(a)&&t.out(`  \u2139 No --paths: the hook shows this gotcha only when a file path or command shares words with its tags or title.
    Add --paths "src/area/**" (globs) to show it whenever those files are read.
`)}};function E(e){if(e.type!=="gotcha"||e.slug!==void 0)return!1;let t=d(s=>Array.isArray(s)?s.length>0:s!==void 0&&s!=="","given");return!t(e.paths)&&!t(e.commands)&&!t(e.fields?.paths)&&!t(e.fields?.commands)}d(E,"unanchoredGotcha");async function J(e,t){let{values:s,positionals:a}=e,n={},r=a.join(" ");if(r===""||r==="-"){if(t.stdinIsTTY&&s.slug===void 0)throw new c("Nothing to write: give the content as an argument, or pipe it (or a JSON request) on stdin.");let o=t.stdinIsTTY?"":await t.readStdin(),u=L(o,h(s,"stdin"),s.json===!0);u?n=u:r=o}let i={...n};r.trim()!==""&&r!=="-"&&(i.content=r);for(let o of y){let u=g(o),k=b.has(o)?l(s[u]):h(s,u);k!==void 0&&(i[o]=k)}let p=l(s.source);return p!==void 0&&(i.fields={...i.fields,source:p}),i}d(J,"buildRequest");var w=new Set(f);function L(e,t,s){if(t!==void 0&&t!=="json"&&t!=="markdown")throw new c(`--stdin takes json or markdown, got ${JSON.stringify(t)}.`);if(t==="markdown")return;let a=e.trim();if(t===void 0&&!a.startsWith("{"))return;let n;try{n=JSON.parse(a)}catch(o){if(t===void 0&&!s)return;throw new c(`stdin looks like a JSON request but is not valid JSON (${o.message}). Send plain markdown (--stdin markdown) or a valid JSON object.`)}let r=!!n&&typeof n=="object"&&!Array.isArray(n);if(t==="json"){if(!r)throw new c("A JSON request on stdin must be an object.");return n}if(!r)return;let i=Object.keys(n);if((i.includes("content")||i.includes("slug"))&&i.every(o=>w.has(o)))return n;if(s&&i.some(o=>w.has(o)))throw new c(`stdin is a JSON object but not a write request (${i.filter(o=>!w.has(o)).slice(0,3).join(", ")||"no content"}). Send a request with "content", or --stdin markdown to save the JSON itself as the memory.`)}d(L,"parseJsonRequest");export{F as command};
