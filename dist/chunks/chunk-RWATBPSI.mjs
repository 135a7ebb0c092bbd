#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{c as i,d as t}from"./chunk-752QWLBK.mjs";import{a as m}from"./chunk-YDMHVKKP.mjs";import{a as r}from"./chunk-YZDO6AOB.mjs";async function p(o,e,n){await t(o,e.slug,{hash:m(n),document:i(e)}).catch(()=>{})}r(p,"afterWrite");async function f(o,e){await t(o,e,null).catch(()=>{})}r(f,"afterDelete");export{p as a,f as b};
