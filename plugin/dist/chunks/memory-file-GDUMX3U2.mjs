#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-WFLB6UU4.mjs";import"./chunk-PSV3OKGN.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-CEBU2PJX.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-PSXJPFSG.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DEFAULT_LINK_LABEL,b as decodeMemoryFile,e as encodeMemoryFile,d as normalizeMemory,c as splitMemoryFile};
