#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as t}from"./chunk-VLGG2NQA.mjs";function o(r){let e=new Map;for(let[i,n]of r.changes)n.from!==void 0&&e.set(n.from,void 0),e.set(i,n.entry);return e}t(o,"touched");export{o as a};
