#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{e as f}from"./chunk-UHTTBMNS.mjs";import{a as l}from"./chunk-VLGG2NQA.mjs";import{promises as u}from"node:fs";import{join as d}from"node:path";var p="log";function g(e,o){return d(e,p,`${o}.jsonl`)}l(g,"logPath");async function y(e,o,a){if(a.length===0)return;let n=g(e,o),i=a.map(r=>`${JSON.stringify(r)}
`).join("");try{await u.mkdir(d(e,p),{recursive:!0}),await u.writeFile(d(e,p,".gitattributes"),`*.jsonl merge=union
`,{flag:"wx"}).catch(()=>{});let r=await u.open(n,"a+",420);try{let{size:t}=await r.stat(),s=Buffer.alloc(1);t>0&&await r.read(s,0,1,t-1),await r.write((t>0&&s[0]!==10?`
`:"")+i),await r.sync()}finally{await r.close()}}catch(r){throw new f(`Could not append to ${n}: ${r.message}. Check the directory's permissions and free space.`,{path:n})}}l(y,"appendLog");async function L(e,o){let a;try{a=await u.readFile(g(e,o),"utf8")}catch(r){if(r.code==="ENOENT")return{records:[],unreadable:[]};throw r}let n=[],i=[];return a.split(`
`).forEach((r,t)=>{let s=r.trim();if(s)try{let c=JSON.parse(s);c&&typeof c=="object"&&!Array.isArray(c)?n.push({line:t+1,record:c}):i.push(t+1)}catch{i.push(t+1)}}),{records:n,unreadable:i}}l(L,"readLog");export{g as a,y as b,L as c};
