#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-IMNRSQBG.mjs";import"./chunk-7EFCY7DY.mjs";import{o as e}from"./chunk-LDFSB4W4.mjs";import"./chunk-VV4M562L.mjs";import"./chunk-DCXX3SER.mjs";import"./chunk-QTD5HVRF.mjs";import"./chunk-EX72KNZS.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-SRRYSVWS.mjs";import"./chunk-YWHGWAXL.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-PA7UMSCI.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{e as contentHash,c as entryOf,a as loadCatalog,b as readEntry,d as saveDerivedOfSummaries};
