#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{c as g}from"./chunk-WYRQMUVM.mjs";import{a as e}from"./chunk-VLGG2NQA.mjs";function h(s,m,c=[]){let a=m.map(t=>t.map((n,r)=>g(n.replace(/\s+/g," "),c[r]??60))),o=s.map((t,n)=>Math.max([...t].length,...a.map(r=>[...r[n]??""].length))),i=e((t,n,r)=>`${t}${o.map(l=>"\u2500".repeat(l+2)).join(n)}${r}`,"line"),p=e(t=>`\u2502${t.map((n,r)=>` ${n}${" ".repeat(o[r]-[...n].length)} `).join("\u2502")}\u2502`,"row");return[i("\u250C","\u252C","\u2510"),p(s),i("\u251C","\u253C","\u2524"),...a.map(p),i("\u2514","\u2534","\u2518")].join(`
`)}e(h,"renderTable");export{h as a};
