#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as t}from"./chunk-VLGG2NQA.mjs";function i(r){let e=new Map;for(let[o,n]of r.changes)n.from!==void 0&&e.set(n.from,void 0),e.set(o,n.entry);return e}t(i,"touched");export{i as a};
