#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{d as a,e as b,f as c,g as d,h as e}from"./chunk-J5NSFV7P.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DEFAULT_LINK_LABEL,b as decodeMemoryFile,e as encodeMemoryFile,d as normalizeMemory,c as splitMemoryFile};
