#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{d as a,e as b,f as c,g as d,h as e}from"./chunk-7ISUP3MO.mjs";import"./chunk-7FZQGGKH.mjs";import"./chunk-MU7YC4H5.mjs";import"./chunk-WA4KJ5N2.mjs";import"./chunk-5QULY22S.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DEFAULT_LINK_LABEL,b as decodeMemoryFile,e as encodeMemoryFile,d as normalizeMemory,c as splitMemoryFile};
