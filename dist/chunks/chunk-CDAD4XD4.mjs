#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{c as d,d as n}from"./chunk-WC6C5EVH.mjs";import{c as r,d as m}from"./chunk-EEE67MYF.mjs";import{a,b as c,d as i,f}from"./chunk-LTTDH2L2.mjs";import{a as o}from"./chunk-Q5P7Q2JW.mjs";async function l(t,e,p){await n(t,e.slug,{hash:m(p),document:d(e)}).catch(()=>{}),await i(t,e.slug,a(e)?c(e):void 0).catch(()=>{}),await r(t,e.slug,f(e)).catch(()=>{})}o(l,"afterWrite");async function S(t,e){await n(t,e,null).catch(()=>{}),await i(t,e,void 0).catch(()=>{}),await r(t,e,void 0).catch(()=>{})}o(S,"afterDelete");export{l as a,S as b};
