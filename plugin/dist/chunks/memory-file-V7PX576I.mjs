#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-IDLIGUIW.mjs";import"./chunk-7FZQGGKH.mjs";import"./chunk-UGNASA4F.mjs";import"./chunk-JZ3R4SZY.mjs";import"./chunk-F4XO6PAC.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-DVPQRQ6R.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-5ZHENJ72.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DEFAULT_LINK_LABEL,b as decodeMemoryFile,e as encodeMemoryFile,d as normalizeMemory,c as splitMemoryFile};
