#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as n}from"./chunk-VLGG2NQA.mjs";function i(e){return e.toISOString().replace(/\.\d{3}Z$/,"Z")}n(i,"toIsoSeconds");function r(e){let t;if(e instanceof Date?t=e:typeof e=="number"&&Number.isFinite(e)?t=new Date(e<1e11?e*1e3:e):typeof e=="string"&&/^\d{4}-\d{2}-\d{2}/.test(e.trim())&&(t=new Date(e.trim())),!(!t||Number.isNaN(t.getTime())))return i(t)}n(r,"normalizeTimestamp");export{i as a,r as b};
