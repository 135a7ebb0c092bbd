#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as f}from"./chunk-KRPER4FI.mjs";import"./chunk-SJZRGECO.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-K67GZH4V.mjs";import"./chunk-X4WMA7G3.mjs";import{b as m}from"./chunk-RSWR7W7C.mjs";import"./chunk-SUT47VSC.mjs";import"./chunk-MSKP5LP6.mjs";import"./chunk-NAAXEFL5.mjs";import"./chunk-Q7PIBASJ.mjs";import"./chunk-64CJ6KX6.mjs";import"./chunk-GR2OIZJ3.mjs";import{b as d}from"./chunk-XEH7ZFME.mjs";import{a as g}from"./chunk-MAFWBILP.mjs";import"./chunk-FGGQAORD.mjs";import"./chunk-5ETA7ZDB.mjs";import{n as u}from"./chunk-A4MSB67A.mjs";import{a as p}from"./chunk-VLGG2NQA.mjs";function c(n){if(n===void 0||typeof n=="boolean")return;let t=[];for(let e of Array.isArray(n)?n:[n]){let o=0,s="";for(let r of e)r==="{"&&o++,r==="}"&&(o=Math.max(0,o-1)),r===","&&o===0?(t.push(s),s=""):s+=r;t.push(s)}return t.map(e=>e.trim()).filter(Boolean)}p(c,"splitList");var R={name:"write",usage:`Usage: memory write <content> --type <type> --tags <a,b> [options]
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
Options given on the command line override the JSON request.`,options:{type:{type:"string"},tags:{type:"string",multiple:!0},title:{type:"string"},scope:{type:"string"},links:{type:"string",multiple:!0},paths:{type:"string",multiple:!0},slug:{type:"string"}},async run(n,{io:t,context:e}){let o=await h(n,t),s=await f(e(),o);if(n.values.json)return g(t,s);t.out(`✓ ${s.message}
  Scope: ${s.scope}
  Path: ${s.filePath}
  Created: ${s.created}
`)}};async function h(n,t){let{values:e,positionals:o}=n,s={},r=o.join(" ");if(r===""||r==="-"){if(t.stdinIsTTY)throw new u("Nothing to write: give the content as an argument, or pipe it (or a JSON request) on stdin.");let l=await t.readStdin(),a=w(l);a?s=a:r=l}let i={...s};r!==""&&r!=="-"&&(i.content=r);let y={type:m(e,"type"),title:m(e,"title"),slug:m(e,"slug"),scope:e.scope===void 0?void 0:d(e.scope),tags:c(e.tags),links:c(e.links),paths:c(e.paths)};for(let[l,a]of Object.entries(y))a!==void 0&&(i[l]=a);return i.scope!==void 0&&(i.scope=d(i.scope)),i}p(h,"buildRequest");function w(n){let t=n.trim();if(!t.startsWith("{"))return;let e;try{e=JSON.parse(t)}catch(o){throw new u(`stdin looks like a JSON request but is not valid JSON (${o.message}). Send plain markdown or a valid JSON object.`)}if(!e||typeof e!="object"||Array.isArray(e))throw new u("A JSON request on stdin must be an object.");return e}p(w,"parseJsonRequest");export{R as command};
