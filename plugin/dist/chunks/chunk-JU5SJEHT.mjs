#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as t,b as o}from"./chunk-M4AAZAUT.mjs";import{a as c}from"./chunk-VLGG2NQA.mjs";async function u(s,e={}){if(e.fix){let{repairStore:p}=await import("./repair-BPDZOPP5.mjs"),n=(await t(s,e.scope)).issues.filter(a=>a.fixable).length,f=await p(s,{...e.scope?{scope:e.scope}:{}}),i=await t(s,e.scope),m=Math.max(0,n-i.issues.filter(a=>a.fixable).length);return{success:!0,summary:o(i),issues:i.issues,fixed:m,repairs:f.repaired}}let r=await t(s,e.scope);return{success:!0,summary:o(r),issues:r.issues,fixed:0}}c(u,"checkHealth");export{u as a};
