#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-KVZHX3SR.mjs";import"./chunk-HSSBOQLM.mjs";import"./chunk-JYU64BJ4.mjs";import"./chunk-BNYDCJHC.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-ATUJLAYW.mjs";import"./chunk-DRNHLEET.mjs";import"./chunk-XXHBG4I5.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-MCOS2X7J.mjs";import"./chunk-PA7UMSCI.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DEFAULT_SEARCH_LIMIT,c as keywordHits,d as matchesOf,b as searchMemories};
