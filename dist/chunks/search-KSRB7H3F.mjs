#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-IKXXK456.mjs";import"./chunk-HUQPDVPJ.mjs";import"./chunk-V6AYP4LL.mjs";import"./chunk-WBM4RI66.mjs";import"./chunk-X2BHRCGY.mjs";import"./chunk-5PSS77JG.mjs";import"./chunk-NKHWQB7I.mjs";import"./chunk-LSWSUO6D.mjs";import"./chunk-KWYPIKFC.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DEFAULT_SEARCH_LIMIT,c as keywordHits,d as matchesOf,b as searchMemories};
