#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as t}from"./chunk-VLGG2NQA.mjs";import{existsSync as e,writeFileSync as n}from"node:fs";function s(r,o){if(!e(r))try{n(r,o,{flag:"wx"})}catch(i){if(i.code!=="EEXIST")throw i}}t(s,"writeIfMissing");export{s as a};
