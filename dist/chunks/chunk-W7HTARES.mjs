#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as p}from"./chunk-O5D3VQRT.mjs";import{a as e}from"./chunk-L4O76Y5D.mjs";import{a as t}from"./chunk-VLGG2NQA.mjs";async function i(r){let a=await Promise.all(r.store.readable().map(o=>p(o)));for(let o of a)o.warnings.forEach(r.warn);return{catalogs:a,graph:e(a)}}t(i,"loadGraphContext");export{i as a};
