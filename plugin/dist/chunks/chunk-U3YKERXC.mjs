#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as n,b as d}from"./chunk-VLGG2NQA.mjs";function r(e){let t=process.getBuiltinModule;return t?t(e):d(e)}n(r,"loadBuiltin");function o(e){let t;return()=>t??=r(e)}n(o,"lazyBuiltin");var p=o("node:module"),i=o("node:os"),s=o("node:crypto"),c=o("node:vm"),l=o("node:tty"),u=o("node:readline"),y=o("node:child_process"),m=o("node:worker_threads"),f=o("node:net");export{p as a,i as b,s as c,c as d,l as e,u as f,y as g,m as h,f as i};
