#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{d as a,e as b,f as c,g as d}from"./chunk-65QW34S5.mjs";import{o as e}from"./chunk-MVYADRGM.mjs";import"./chunk-J22PSYYX.mjs";import"./chunk-C4DB33SU.mjs";import"./chunk-OWA3RJCB.mjs";import"./chunk-YI3ALH5A.mjs";import"./chunk-RIR37XQG.mjs";import"./chunk-FQ7W5XGV.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{e as contentHash,c as entryOf,a as loadCatalog,b as readEntry,d as saveDerivedOfSummaries};
