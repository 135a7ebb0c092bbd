#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as E}from"./chunk-QDPVPISK.mjs";import{a as j}from"./chunk-66CYJSXH.mjs";import"./chunk-JBGDXBLP.mjs";import{a as $}from"./chunk-QNQLTUNQ.mjs";import"./chunk-3GD52MNQ.mjs";import"./chunk-EINTMFJJ.mjs";import"./chunk-IYVN2UDT.mjs";import"./chunk-YSHDFEB5.mjs";import"./chunk-ISHZTVNU.mjs";import{b as f}from"./chunk-6DDDFCJB.mjs";import{a as R}from"./chunk-7ZSPSNZH.mjs";import"./chunk-EWXQEWD2.mjs";import"./chunk-QI7AOMXS.mjs";import"./chunk-QHU26LBW.mjs";import"./chunk-NAXZYVFY.mjs";import"./chunk-CKEBWPCU.mjs";import"./chunk-4OIYKSVB.mjs";import{d as l,e as O,f as p}from"./chunk-FYFG3K62.mjs";import"./chunk-AXGSS5NX.mjs";import"./chunk-BEAEBU4Y.mjs";import"./chunk-UOVPYIZC.mjs";import"./chunk-CO7E3R4N.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-CLE7BPTM.mjs";import"./chunk-ILDJBUYE.mjs";import"./chunk-KHB7NMYU.mjs";import"./chunk-ESPXVXXQ.mjs";import"./chunk-2MS6PUN5.mjs";import"./chunk-D3ONPYUY.mjs";import"./chunk-I55I7B6K.mjs";import"./chunk-2TIKFHZH.mjs";import"./chunk-UURTMX2N.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-B7D26C5M.mjs";import"./chunk-VYBYBLGY.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-7EC4ZU4C.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import{a as b}from"./chunk-3QFSW6IX.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-APR6BMEE.mjs";import{g as k,h as S}from"./chunk-2NAVIQ7Z.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-G4BZTF4Q.mjs";import{q as a}from"./chunk-ON4FK65K.mjs";import{a as c}from"./chunk-VLGG2NQA.mjs";var w=c(e=>e.replace(/[A-Z]/g,t=>`-${t.toLowerCase()}`),"optionName"),g=O.filter(e=>p(e).help!==void 0),N=new Set(["tags","links","paths","commands","source"]),I=[...g.map(e=>[`--${w(e)} ${p(e).arg}`,p(e).help]),["--content-file <path>","read the content (markdown) from a file; - reads it from stdin"],["--stdin <kind>","what stdin holds: json (a request) or markdown (the content)"],["--json","print the JSON response"]].map(([e,t])=>{let[s,...i]=t.split(`
`);return[`  ${e.padEnd(21)} ${s}`,...i.map(n=>`${" ".repeat(24)}${n}`)].join(`
`)}).join(`
`),q=l.map(e=>`"${e}"`).join(",").replace(/(.{1,76})(?:,|$)/g,`$1,
`).replace(/,\n$/,""),x={name:"write",usage:`Usage: memory write <content> --type <type> --tags <a,b> [options]
       echo '<json request>' | memory write
       memory write --type gotcha --tags db < note.md
       memory write --type gotcha --tags db --content-file /tmp/note.md
       memory write --slug <slug> --tags a,b      (edit one field, keep the rest)

Creates a memory (or updates the one named by --slug: what is not given is kept).

Options:
${I}

Content may come from a file (--content-file: its text is the content, as it
is, whatever it holds), or on stdin instead of as an argument: plain markdown,
or a JSON request with the keys
${q}.
A JSON object is read as a request only when it holds request fields alone
("content" among them, unless "slug" names the memory to edit): markdown that
is JSON stays content; --stdin json or --stdin markdown says which it is.
Options given on the command line override the JSON request.

Secrets (cloud keys, tokens, private keys, passwords in URLs or assignments)
are replaced by [REDACTED:<kind>] before anything is written; a warning (and
"redactions" in --json) says what was redacted.`,options:{...Object.fromEntries(g.map(e=>[w(e),N.has(e)?{type:"string",multiple:!0}:{type:"string"}])),stdin:{type:"string"},"content-file":{type:"string"}},async run(e,{io:t,context:s}){let i=await L(e,t),n=await $(s(),i);if(e.values.json)return R(t,n);if(n.redactions?.length){let d=S(n.redactions);t.err(`\u26A0 Redacted ${d} secret${d===1?"":"s"} before saving: ${k(n.redactions)}
`)}if(n.pending){t.out(`\u29D7 ${n.message}
  Scope: ${n.scope}
  Proposal: ${n.filePath}
`);return}t.out(`\u2713 ${n.message}
  Scope: ${n.scope}
  Path: ${n.filePath}
  Created: ${n.created}
`),T(i)&&t.out(`  \u2139 No --paths: the hook shows this gotcha only when a file path or command shares words with its tags or title.
    Add --paths "src/area/**" (globs) to show it whenever those files are read.
`)}};function T(e){if(e.type!=="gotcha"||e.slug!==void 0)return!1;let t=c(s=>Array.isArray(s)?s.length>0:s!==void 0&&s!=="","given");return!t(e.paths)&&!t(e.commands)&&!t(e.fields?.paths)&&!t(e.fields?.commands)}c(T,"unanchoredGotcha");var v=b.body*4;async function J(e,t,s){if(t.positionals.length>0)throw new a("Give the content once: as an argument or with --content-file, not both.");if(t.values.stdin!==void 0)throw new a("--content-file and --stdin both say where the content is: give one of them.");if(e==="")throw new a("--content-file needs the path of a file (or - for stdin).");if(e==="-"&&s.stdinIsTTY)throw new a("--content-file - reads stdin, but nothing is piped in.");let i=e==="-"?await s.readStdin():(await j(e,{maxBytes:v})).text;if(i.trim()==="")throw new a(`${e==="-"?"stdin":e} is empty: nothing to write as the content.`);return i}c(J,"contentFromFile");async function L(e,t){let{values:s,positionals:i}=e,n={},d=f(s,"content-file"),r=d!==void 0?await J(d,e,t):i.join(" ");if(d===void 0&&(r===""||r==="-")){if(t.stdinIsTTY&&s.slug===void 0)throw new a("Nothing to write: give the content as an argument, or pipe it (or a JSON request) on stdin.");let o=t.stdinIsTTY?"":await t.readStdin(),m=A(o,f(s,"stdin"),s.json===!0);m?n=m:r=o}let u={...n};r.trim()!==""&&(r!=="-"||d!==void 0)&&(u.content=r);for(let o of g){let m=w(o),y=N.has(o)?E(s[m]):f(s,m);y!==void 0&&(u[o]=y)}return u}c(L,"buildRequest");var h=new Set(l);function A(e,t,s){if(t!==void 0&&t!=="json"&&t!=="markdown")throw new a(`--stdin takes json or markdown, got ${JSON.stringify(t)}.`);if(t==="markdown")return;let i=e.trim();if(t===void 0&&!i.startsWith("{"))return;let n;try{n=JSON.parse(i)}catch(o){if(t===void 0&&!s)return;throw new a(`stdin looks like a JSON request but is not valid JSON (${o.message}). Send plain markdown (--stdin markdown) or a valid JSON object.`)}let d=!!n&&typeof n=="object"&&!Array.isArray(n);if(t==="json"){if(!d)throw new a("A JSON request on stdin must be an object.");return n}if(!d)return;let r=Object.keys(n);if((r.includes("content")||r.includes("slug"))&&r.every(o=>h.has(o)))return n;if(s&&r.some(o=>h.has(o)))throw new a(`stdin is a JSON object but not a write request (${r.filter(o=>!h.has(o)).slice(0,3).join(", ")||"no content"}). Send a request with "content", or --stdin markdown to save the JSON itself as the memory.`)}c(A,"parseJsonRequest");export{x as command};
