#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as t}from"./chunk-VLGG2NQA.mjs";import{createRequire as i}from"node:module";function o(e){let r;return()=>{let n=process.getBuiltinModule;return r??=n?n(e):i("/")(e)}}t(o,"lazyBuiltin");var p=o("node:os"),c=o("node:crypto"),l=o("node:vm"),u=o("node:tty"),y=o("node:readline");var d=/^[\x00-\x7f]*$/;function a(e){return d.test(e)}t(a,"isAscii");export{p as a,c as b,l as c,u as d,y as e,a as f};
