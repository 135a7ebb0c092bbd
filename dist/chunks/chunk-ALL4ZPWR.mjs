#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as r}from"./chunk-VLGG2NQA.mjs";function f(n){return n.toISOString().replace(/\.\d{3}Z$/,"Z")}r(f,"toIsoSeconds");function m(n){let e;if(n instanceof Date?e=n:typeof n=="number"&&Number.isFinite(n)?e=new Date(n<1e11?n*1e3:n):typeof n=="string"&&/^\d{4}-\d{2}-\d{2}/.test(n.trim())&&(e=new Date(n.trim())),!(!e||Number.isNaN(e.getTime())))return f(e)}r(m,"normalizeTimestamp");var d=`
---`;function s(n){let e=n.charCodeAt(0)===65279?n.slice(1):n;return e.includes("\r")?e.replace(/\r\n?/g,`
`):e}r(s,"normalizedSource");function c(n){if(!n.startsWith("---")||n[3]==="-")return;let e=n.indexOf(d,3);return e===-1?-1:e+d.length}r(c,"frontmatterEnd");function u(n,e){let t=e;return n[t]==="\r"&&t++,n[t]===`
`&&t++,t}r(u,"bodyStart");function a(n){let e=s(n),t=c(e),i=e;if(t!==void 0){let o=e.indexOf(`
`);if(o===-1||e.slice(3,o).trim()!=="")return;i=t===-1?"":e.slice(u(e,t))}return i.replace(/^\n+/,"").trimEnd()}r(a,"memoryBody");export{f as a,m as b,s as c,c as d,u as e,a as f};
