#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{c as n}from"./chunk-GC5VAJD6.mjs";import{f as r,g as f}from"./chunk-DJAGNHYA.mjs";import{l as a,m as c,q as o,u as d}from"./chunk-IQJHFO77.mjs";import{a as i}from"./chunk-VLGG2NQA.mjs";async function g(t,e,p){await n(t,e.slug,f(p)).catch(()=>{}),await o(t,e.slug,a(e)?c(e):void 0).catch(()=>{}),await r(t,e.slug,d(e)).catch(()=>{})}i(g,"afterWrite");async function l(t,e){await n(t,e,null).catch(()=>{}),await o(t,e,void 0).catch(()=>{}),await r(t,e,void 0).catch(()=>{})}i(l,"afterDelete");export{g as a,l as b};
