#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{j as a,k as b,l as c,m as d,n as e}from"./chunk-JN5BRUCI.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DEFAULT_LINK_LABEL,b as decodeMemoryFile,e as encodeMemoryFile,d as normalizeMemory,c as splitMemoryFile};
