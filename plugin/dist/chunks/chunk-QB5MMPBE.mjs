#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as t}from"./chunk-VLGG2NQA.mjs";function $(r,n,e=`${n}s`){return`${r} ${r===1?n:e}`}t($,"plural");export{$ as a};
