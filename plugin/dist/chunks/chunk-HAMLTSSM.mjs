#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as n}from"./chunk-VLGG2NQA.mjs";import{createRequire as d}from"node:module";function o(e){let r;return()=>{let t=process.getBuiltinModule;return r??=t?t(e):d("/")(e)}}n(o,"lazyBuiltin");var i=o("node:os"),s=o("node:crypto"),c=o("node:vm"),l=o("node:tty"),y=o("node:readline"),m=o("node:child_process"),u=o("node:worker_threads"),a=o("node:net");export{i as a,s as b,c,l as d,y as e,m as f,u as g,a as h};
