#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{h as n}from"./chunk-D3ONPYUY.mjs";import{a as e}from"./chunk-VLGG2NQA.mjs";import{existsSync as o,lstatSync as s,writeFileSync as f}from"node:fs";function c(r,t){if(!o(r))try{f(r,t,{flag:"wx"})}catch(i){if(i.code!=="EEXIST")throw i}}e(c,"writeIfMissing");function y(r,t){let i=s(r,{throwIfNoEntry:!1});if(!(i?.isFile()||i?.isDirectory())){if(!i)return c(r,t);n(r,t)}}e(y,"ensureOwnFile");export{c as a,y as b};
