#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{c as g}from"./chunk-XFHGK2UA.mjs";import{a as e}from"./chunk-VLGG2NQA.mjs";function h(s,m,c=[]){let a=m.map(t=>t.map((n,r)=>g(n.replace(/\s+/g," "),c[r]??60))),o=s.map((t,n)=>Math.max([...t].length,...a.map(r=>[...r[n]??""].length))),i=e((t,n,r)=>`${t}${o.map(l=>"─".repeat(l+2)).join(n)}${r}`,"line"),p=e(t=>`│${t.map((n,r)=>` ${n}${" ".repeat(o[r]-[...n].length)} `).join("│")}│`,"row");return[i("┌","┬","┐"),p(s),i("├","┼","┤"),...a.map(p),i("└","┴","┘")].join(`
`)}e(h,"renderTable");export{h as a};
