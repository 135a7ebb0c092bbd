#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as t}from"./chunk-VLGG2NQA.mjs";function e(r){let n=r.description;return typeof n=="string"?n.replace(/\s+/g," ").trim().slice(0,1e3):""}t(e,"descriptionOf");export{e as a};
