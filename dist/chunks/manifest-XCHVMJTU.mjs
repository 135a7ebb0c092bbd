#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-6O6ISVOH.mjs";import{o as e}from"./chunk-4WGHRX75.mjs";import"./chunk-PG7XSSEQ.mjs";import"./chunk-GZEC7WQ2.mjs";import"./chunk-PRCYFCUN.mjs";import"./chunk-MBHSYM32.mjs";import"./chunk-FCBO57H4.mjs";import"./chunk-FQ7W5XGV.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{e as contentHash,c as entryOf,a as loadCatalog,b as readEntry,d as saveDerivedOfSummaries};
