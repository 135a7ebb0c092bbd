#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-XGT5SC57.mjs";import"./chunk-PQQNCNC3.mjs";import"./chunk-5AXIJWB7.mjs";import"./chunk-2QP2ISWK.mjs";import"./chunk-HVNIJGQF.mjs";import"./chunk-NKFCDFVA.mjs";import"./chunk-6ZUWZKOG.mjs";import"./chunk-LSWSUO6D.mjs";import"./chunk-UETLRVWX.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DEFAULT_SEARCH_LIMIT,c as keywordHits,d as matchesOf,b as searchMemories};
