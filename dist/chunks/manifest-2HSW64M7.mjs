#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-XRIQABB3.mjs";import{o as d}from"./chunk-MCTMIH4Z.mjs";import"./chunk-UAOSF6WL.mjs";import"./chunk-DFJYRSP2.mjs";import"./chunk-MBHSYM32.mjs";import"./chunk-HGTQHESD.mjs";import"./chunk-C5ZCXICA.mjs";import"./chunk-FQ7W5XGV.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{d as contentHash,b as entryOf,a as loadCatalog,c as saveDerivedOfSummaries};
