#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as d,c as n}from"./chunk-AEUGM2OT.mjs";import{f as r,g as m}from"./chunk-H5SOO7PE.mjs";import{c as a,d as c,f as i,h as f}from"./chunk-MCU7RD6X.mjs";import{a as o}from"./chunk-VLGG2NQA.mjs";async function l(t,e,p){await n(t,e.slug,{hash:m(p),document:d(e)}).catch(()=>{}),await i(t,e.slug,a(e)?c(e):void 0).catch(()=>{}),await r(t,e.slug,f(e)).catch(()=>{})}o(l,"afterWrite");async function S(t,e){await n(t,e,null).catch(()=>{}),await i(t,e,void 0).catch(()=>{}),await r(t,e,void 0).catch(()=>{})}o(S,"afterDelete");export{l as a,S as b};
