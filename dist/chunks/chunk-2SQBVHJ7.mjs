#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as n}from"./chunk-VLGG2NQA.mjs";var i=`
---`;function p(e){let r=e.charCodeAt(0)===65279?e.slice(1):e;return r.includes("\r")?r.replace(/\r\n?/g,`
`):r}n(p,"normalizedSource");function l(e){if(!e.startsWith("---")||e[3]==="-")return;let r=e.indexOf(i,3);return r===-1?-1:r+i.length}n(l,"frontmatterEnd");function m(e,r){let t=r;return e[t]==="\r"&&t++,e[t]===`
`&&t++,t}n(m,"bodyStart");function u(e){let r=p(e),t=l(r),s=r;if(t!==void 0){let o=r.indexOf(`
`);if(o===-1||r.slice(3,o).trim()!=="")return;s=t===-1?"":r.slice(m(r,t))}return s.replace(/^\n+/,"").trimEnd()}n(u,"memoryBody");var a=["decision","learning","gotcha","breadcrumb","hub","artifact"],c=["project","local","global","enterprise"];function x(e){return typeof e=="string"&&a.includes(e)}n(x,"isMemoryType");function S(e){return typeof e=="string"&&c.includes(e)}n(S,"isScope");var g={lesson:"learning",constraint:"gotcha",risk:"gotcha",fact:"learning",problem:"gotcha",failed_tactic:"gotcha",solution:"learning",preference:"decision",change:"breadcrumb",task_residue:"breadcrumb",decision_residue:"decision",heuristic:"learning",fingerprint:"artifact",external_pointer:"artifact"};function h(e){return Object.hasOwn(g,e)?g[e]:void 0}n(h,"typeForForeignKind");export{p as a,l as b,m as c,u as d,a as e,c as f,x as g,S as h,g as i,h as j};
