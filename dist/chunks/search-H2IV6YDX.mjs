#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-D7ELCQIB.mjs";import"./chunk-PQQNCNC3.mjs";import"./chunk-JATNKSG3.mjs";import"./chunk-PIZZMKH3.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-HVNIJGQF.mjs";import"./chunk-CZUHYRW2.mjs";import"./chunk-JEDTCPI6.mjs";import"./chunk-LSWSUO6D.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-T6MYUJGH.mjs";import"./chunk-PA7UMSCI.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DEFAULT_SEARCH_LIMIT,c as keywordHits,d as matchesOf,b as searchMemories};
