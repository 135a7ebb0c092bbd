#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-53WBJVMK.mjs";import"./chunk-HUQPDVPJ.mjs";import"./chunk-5TSGPVWJ.mjs";import"./chunk-V6U62D63.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-X2BHRCGY.mjs";import"./chunk-CRGQ7G5L.mjs";import"./chunk-D7WJ3AOI.mjs";import"./chunk-LSWSUO6D.mjs";import"./chunk-ZVCAFZKM.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DEFAULT_SEARCH_LIMIT,c as keywordHits,d as matchesOf,b as searchMemories};
