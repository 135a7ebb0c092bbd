#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{e as d}from"./chunk-VKPNIXGU.mjs";import{a}from"./chunk-VLGG2NQA.mjs";import{promises as i}from"node:fs";import{join as s}from"node:path";var c="log";function f(e,t){return s(e,c,`${t}.jsonl`)}a(f,"logPath");async function h(e,t,l){if(l.length===0)return;let n=f(e,t),p=l.map(r=>`${JSON.stringify(r)}
`).join("");try{await i.mkdir(s(e,c),{recursive:!0}),await i.writeFile(s(e,c,".gitattributes"),`*.jsonl merge=union
`,{flag:"wx"}).catch(()=>{});let r=await i.open(n,"a+",420);try{let{size:o}=await r.stat(),u=Buffer.alloc(1);o>0&&await r.read(u,0,1,o-1),await r.write((o>0&&u[0]!==10?`
`:"")+p),await r.sync()}finally{await r.close()}}catch(r){throw new d(`Could not append to ${n}: ${r.message}. Check the directory's permissions and free space.`,{path:n})}}a(h,"appendLog");export{h as a};
