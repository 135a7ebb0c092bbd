#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{d as a,e as b,f as c,g as d}from"./chunk-EN6L26OZ.mjs";import{o as e}from"./chunk-22SS44RT.mjs";import"./chunk-AUKTVLER.mjs";import"./chunk-VWLTXSO5.mjs";import"./chunk-CYZ7JEHD.mjs";import"./chunk-2TWUSJCK.mjs";import"./chunk-YIZFJWFN.mjs";import"./chunk-J5NSFV7P.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{e as contentHash,c as entryOf,a as loadCatalog,b as readEntry,d as saveDerivedOfSummaries};
