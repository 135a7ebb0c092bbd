#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{d as a,e as b,f as c,g as d}from"./chunk-RLLGD6WY.mjs";import"./chunk-7EFCY7DY.mjs";import{o as e}from"./chunk-RHRUCVT6.mjs";import"./chunk-CP6UNQWI.mjs";import"./chunk-YAHAWVCK.mjs";import"./chunk-DY42B5W2.mjs";import"./chunk-AXUUSA5D.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-CDDY67L5.mjs";import"./chunk-ZN3RNEOH.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{e as contentHash,c as entryOf,a as loadCatalog,b as readEntry,d as saveDerivedOfSummaries};
