#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-ESBBFXBM.mjs";import"./chunk-V5EH3KPZ.mjs";import"./chunk-Q23OJXNM.mjs";import"./chunk-EI7OQATI.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-N3COVPHN.mjs";import"./chunk-2QVVDENJ.mjs";import"./chunk-YKPM3SLW.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-Y6Y4JYF2.mjs";import"./chunk-PA7UMSCI.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DEFAULT_SEARCH_LIMIT,c as keywordHits,d as matchesOf,b as searchMemories};
