#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{f as m}from"./chunk-4MG44MQA.mjs";import{e as f}from"./chunk-UHTTBMNS.mjs";import{a as l}from"./chunk-VLGG2NQA.mjs";import{constants as u,promises as p}from"node:fs";import{join as d}from"node:path";var g="log";function w(e,o){return d(e,g,`${o}.jsonl`)}l(w,"logPath");async function O(e,o,a){if(a.length===0)return;let n=w(e,o),i=a.map(r=>`${JSON.stringify(r)}
`).join("");try{await m(d(e,g)),await p.writeFile(d(e,g,".gitattributes"),`*.jsonl merge=union
`,{flag:"wx"}).catch(()=>{});let r=await p.open(n,u.O_RDWR|u.O_APPEND|u.O_CREAT|(u.O_NOFOLLOW??0),420);try{let{size:t}=await r.stat(),s=Buffer.alloc(1);t>0&&await r.read(s,0,1,t-1),await r.write((t>0&&s[0]!==10?`
`:"")+i),await r.sync()}finally{await r.close()}}catch(r){throw r instanceof f?r:new f(`Could not append to ${n}: ${r.message}. Check the directory's permissions and free space.`,{path:n})}}l(O,"appendLog");async function b(e,o){let a;try{a=await p.readFile(w(e,o),"utf8")}catch(r){if(r.code==="ENOENT")return{records:[],unreadable:[]};throw r}let n=[],i=[];return a.split(`
`).forEach((r,t)=>{let s=r.trim();if(s)try{let c=JSON.parse(s);c&&typeof c=="object"&&!Array.isArray(c)?n.push({line:t+1,record:c}):i.push(t+1)}catch{i.push(t+1)}}),{records:n,unreadable:i}}l(b,"readLog");export{w as a,O as b,b as c};
