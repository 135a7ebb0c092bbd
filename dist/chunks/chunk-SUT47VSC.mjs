#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{e as c}from"./chunk-A4MSB67A.mjs";import{a}from"./chunk-VLGG2NQA.mjs";import{promises as p}from"node:fs";import{join as l}from"node:path";var u="log";function f(e,t){return l(e,u,`${t}.jsonl`)}a(f,"logPath");async function h(e,t,i){if(i.length===0)return;let o=f(e,t),d=i.map(r=>`${JSON.stringify(r)}
`).join("");try{await p.mkdir(l(e,u),{recursive:!0});let r=await p.open(o,"a+",420);try{let{size:n}=await r.stat(),s=Buffer.alloc(1);n>0&&await r.read(s,0,1,n-1),await r.write((n>0&&s[0]!==10?`
`:"")+d),await r.sync()}finally{await r.close()}}catch(r){throw new c(`Could not append to ${o}: ${r.message}. Check the directory's permissions and free space.`,{path:o})}}a(h,"appendLog");export{h as a};
