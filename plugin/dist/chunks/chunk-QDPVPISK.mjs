#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as f}from"./chunk-VLGG2NQA.mjs";function s(n){if(n===void 0||typeof n=="boolean")return;let i=[];for(let o of Array.isArray(n)?n:[n]){let t=0,e="";for(let r of o)r==="{"&&t++,r==="}"&&(t=Math.max(0,t-1)),r===","&&t===0?(i.push(e),e=""):e+=r;i.push(e)}return i.map(o=>o.trim()).filter(Boolean)}f(s,"splitList");export{s as a};
