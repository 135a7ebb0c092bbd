#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-WYKXBMOK.mjs";import{o as d}from"./chunk-CXGRI42K.mjs";import"./chunk-AK2QCAPL.mjs";import"./chunk-HJMP7AQG.mjs";import"./chunk-MBHSYM32.mjs";import"./chunk-S73AF5RQ.mjs";import"./chunk-RWDXAP5G.mjs";import"./chunk-FQ7W5XGV.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{d as contentHash,b as entryOf,a as loadCatalog,c as saveDerivedOfSummaries};
