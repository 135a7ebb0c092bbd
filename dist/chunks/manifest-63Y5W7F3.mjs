#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{d as a,e as b,f as c,g as d}from"./chunk-RWKJUI5E.mjs";import{o as e}from"./chunk-NTV52SZO.mjs";import"./chunk-4QSKLT2K.mjs";import"./chunk-QZ7CMNTG.mjs";import"./chunk-YDTOR33Q.mjs";import"./chunk-YI3ALH5A.mjs";import"./chunk-7E6HYYLD.mjs";import"./chunk-FQ7W5XGV.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{e as contentHash,c as entryOf,a as loadCatalog,b as readEntry,d as saveDerivedOfSummaries};
