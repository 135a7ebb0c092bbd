#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{p as s,x as a}from"./chunk-5ZHENJ72.mjs";import{a as o}from"./chunk-VLGG2NQA.mjs";var n={title:500,tags:32,links:200,body:5e5,fieldChars:4e3,listItems:200,depth:6,paths:64,glob:256,globWildcards:6,frontmatterBytes:64*1024,query:4e3};function h(t){if(t.length>n.query)throw new s(`The query has ${t.length} characters; at most ${n.query}. Search for a few distinctive words.`,{length:t.length,max:n.query})}o(h,"assertQueryLength");function i(t){if(!t.startsWith("---"))return"";let r=t.indexOf(`
`);if(r<0)return"";let e=t.indexOf(`
---`,r);return t.slice(r+1,e<0?t.length:e)}o(i,"frontmatterOf");function l(t,r){let e=i(t).length;if(e+1>n.frontmatterBytes)throw new a(`The frontmatter of "${r}" would have ${e} characters; at most ${n.frontmatterBytes-1} can be read back. Nothing was written: move long values into the text, or remove links or fields.`,{slug:r,size:e,max:n.frontmatterBytes-1,limit:"frontmatter"})}o(l,"assertReadableFrontmatter");export{n as a,h as b,l as c};
