#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-UB6PNRWB.mjs";import"./chunk-7EFCY7DY.mjs";import{o as e}from"./chunk-U2K4XKKN.mjs";import"./chunk-EGHZVUP5.mjs";import"./chunk-WERIWJWP.mjs";import"./chunk-AUI77PHE.mjs";import"./chunk-4CA4OWDY.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-4IZEJAA6.mjs";import"./chunk-2CHPINZK.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-DH5SV27R.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{e as contentHash,c as entryOf,a as loadCatalog,b as readEntry,d as saveDerivedOfSummaries};
