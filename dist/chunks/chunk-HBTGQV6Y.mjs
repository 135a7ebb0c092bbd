#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as g}from"./chunk-4JN4LNCU.mjs";import{b as y}from"./chunk-KBH3J2I2.mjs";import{e as m}from"./chunk-6LUUS5EZ.mjs";import{a as f}from"./chunk-VLGG2NQA.mjs";import{closeSync as h,constants as l,fstatSync as L,fsyncSync as N,openSync as b,promises as w,readSync as O,writeFileSync as S,writeSync as x}from"node:fs";import{join as p}from"node:path";var u="log";function d(e,n){return p(e,u,`${n}.jsonl`)}f(d,"logPath");async function _(e,n,a){if(a.length===0)return;let t=d(e,n),s=a.map(r=>`${JSON.stringify(y(r))}
`).join("");try{await g(p(e,u));try{S(p(e,u,".gitattributes"),`*.jsonl merge=union
`,{flag:"wx"})}catch{}let r=b(t,l.O_RDWR|l.O_APPEND|l.O_CREAT|(l.O_NOFOLLOW??0),420);try{let{size:o}=L(r),i=Buffer.alloc(1);o>0&&O(r,i,0,1,o-1),x(r,(o>0&&i[0]!==10?`
`:"")+s),N(r)}finally{h(r)}}catch(r){throw r instanceof m?r:new m(`Could not append to ${t}: ${r.message}. Check the directory's permissions and free space.`,{path:t})}}f(_,"appendLog");async function A(e,n){let a;try{a=await w.readFile(d(e,n),"utf8")}catch(r){if(r.code==="ENOENT")return{records:[],unreadable:[]};throw r}let t=[],s=[];return a.split(`
`).forEach((r,o)=>{let i=r.trim();if(i)try{let c=JSON.parse(i);c&&typeof c=="object"&&!Array.isArray(c)?t.push({line:o+1,record:c}):s.push(o+1)}catch{s.push(o+1)}}),{records:t,unreadable:s}}f(A,"readLog");export{u as a,d as b,_ as c,A as d};
