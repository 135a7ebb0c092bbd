#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as y}from"./chunk-4FRL3VM5.mjs";import{b as g}from"./chunk-QGLIC3RI.mjs";import{e as m}from"./chunk-6LUUS5EZ.mjs";import{a as l}from"./chunk-VLGG2NQA.mjs";import{constants as f,promises as p}from"node:fs";import{join as u}from"node:path";var d="log";function w(e,n){return u(e,d,`${n}.jsonl`)}l(w,"logPath");async function x(e,n,a){if(a.length===0)return;let o=w(e,n),i=a.map(r=>`${JSON.stringify(g(r))}
`).join("");try{await y(u(e,d)),await p.writeFile(u(e,d,".gitattributes"),`*.jsonl merge=union
`,{flag:"wx"}).catch(()=>{});let r=await p.open(o,f.O_RDWR|f.O_APPEND|f.O_CREAT|(f.O_NOFOLLOW??0),420);try{let{size:t}=await r.stat(),s=Buffer.alloc(1);t>0&&await r.read(s,0,1,t-1),await r.write((t>0&&s[0]!==10?`
`:"")+i),await r.sync()}finally{await r.close()}}catch(r){throw r instanceof m?r:new m(`Could not append to ${o}: ${r.message}. Check the directory's permissions and free space.`,{path:o})}}l(x,"appendLog");async function E(e,n){let a;try{a=await p.readFile(w(e,n),"utf8")}catch(r){if(r.code==="ENOENT")return{records:[],unreadable:[]};throw r}let o=[],i=[];return a.split(`
`).forEach((r,t)=>{let s=r.trim();if(s)try{let c=JSON.parse(s);c&&typeof c=="object"&&!Array.isArray(c)?o.push({line:t+1,record:c}):i.push(t+1)}catch{i.push(t+1)}}),{records:o,unreadable:i}}l(E,"readLog");export{d as a,w as b,x as c,E as d};
