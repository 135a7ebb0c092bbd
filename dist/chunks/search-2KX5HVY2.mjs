#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-3MI2YCLV.mjs";import"./chunk-V5EH3KPZ.mjs";import"./chunk-BRYRMFGQ.mjs";import"./chunk-CQKWVVO5.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-N3COVPHN.mjs";import"./chunk-L43SH4VX.mjs";import"./chunk-4QWEPOTX.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-JRY7LKVN.mjs";import"./chunk-PA7UMSCI.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DEFAULT_SEARCH_LIMIT,c as keywordHits,d as matchesOf,b as searchMemories};
