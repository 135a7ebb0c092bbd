#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{c,d as i}from"./chunk-L6ZR4RHP.mjs";import{a as m}from"./chunk-4NIQOQTH.mjs";import{f as n,g as a,i as r}from"./chunk-FZ7MPEEB.mjs";import{a as t}from"./chunk-NX2XHUVU.mjs";async function h(o,e,f){await i(o,e.slug,{hash:m(f),document:c(e)}).catch(()=>{}),await r(o,e.slug,n(e)?a(e):void 0).catch(()=>{})}t(h,"afterWrite");async function y(o,e){await i(o,e,null).catch(()=>{}),await r(o,e,void 0).catch(()=>{})}t(y,"afterDelete");export{h as a,y as b};
