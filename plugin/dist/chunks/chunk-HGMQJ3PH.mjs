#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as r}from"./chunk-VLGG2NQA.mjs";var o=`
---`;function f(e){let n=e.charCodeAt(0)===65279?e.slice(1):e;return n.includes("\r")?n.replace(/\r\n?/g,`
`):n}r(f,"normalizedSource");function s(e){if(!e.startsWith("---")||e[3]==="-")return;let n=e.indexOf(o,3);return n===-1?-1:n+o.length}r(s,"frontmatterEnd");function c(e,n){let t=n;return e[t]==="\r"&&t++,e[t]===`
`&&t++,t}r(c,"bodyStart");function u(e){let n=f(e),t=s(n),i=n;if(t!==void 0){let d=n.indexOf(`
`);if(d===-1||n.slice(3,d).trim()!=="")return;i=t===-1?"":n.slice(c(n,t))}return i.replace(/^\n+/,"").trimEnd()}r(u,"memoryBody");export{f as a,s as b,c,u as d};
