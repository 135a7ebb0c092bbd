#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as g}from"./chunk-DAWRAP6I.mjs";import{a as d}from"./chunk-YLPHWQYM.mjs";import{b as y}from"./chunk-CCF7S425.mjs";import{f as p}from"./chunk-EWTIBE6B.mjs";import{a as f}from"./chunk-VLGG2NQA.mjs";import{closeSync as L,constants as m,fstatSync as N,fsyncSync as b,openSync as O,promises as w,readSync as E,writeSync as S}from"node:fs";import{join as l}from"node:path";var u="log";function h(e,n){return l(e,u,`${n}.jsonl`)}f(h,"logPath");async function A(e,n,s){if(s.length===0)return;let t=h(e,n),i=s.map(r=>`${JSON.stringify(y(r))}
`).join("");try{await d(l(e,u));try{g(l(e,u,".gitattributes"),`*.jsonl merge=union
`)}catch{}let r=O(t,m.O_RDWR|m.O_APPEND|m.O_CREAT|(m.O_NOFOLLOW??0),420);try{let{size:o}=N(r),a=Buffer.alloc(1);o>0&&E(r,a,0,1,o-1),S(r,(o>0&&a[0]!==10?`
`:"")+i),b(r)}finally{L(r)}}catch(r){throw r instanceof p?r:new p(`Could not append to ${t}: ${r.message}. Check the directory's permissions and free space.`,{path:t})}}f(A,"appendLog");async function D(e,n){let s;try{s=await w.readFile(h(e,n),"utf8")}catch(r){if(r.code==="ENOENT")return{records:[],unreadable:[]};throw r}let t=[],i=[];return s.split(`
`).forEach((r,o)=>{let a=r.trim();if(a)try{let c=JSON.parse(a);c&&typeof c=="object"&&!Array.isArray(c)?t.push({line:o+1,record:c}):i.push(o+1)}catch{i.push(o+1)}}),{records:t,unreadable:i}}f(D,"readLog");export{u as a,h as b,A as c,D as d};
