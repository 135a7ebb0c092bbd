#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-D63ZNXTK.mjs";import"./chunk-V5EH3KPZ.mjs";import"./chunk-X2ABGYI2.mjs";import"./chunk-5DA2FAIN.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-N3COVPHN.mjs";import"./chunk-OWKFDOO7.mjs";import"./chunk-NIRZVNJQ.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-5QI4KMLM.mjs";import"./chunk-PA7UMSCI.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DEFAULT_SEARCH_LIMIT,c as keywordHits,d as matchesOf,b as searchMemories};
