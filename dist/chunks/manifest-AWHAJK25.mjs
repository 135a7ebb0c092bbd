#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-IUEKDSE3.mjs";import{o as e}from"./chunk-ZWRCZLGW.mjs";import"./chunk-BMFAPT5Z.mjs";import"./chunk-KKXHR3AT.mjs";import"./chunk-EM4PJ3CX.mjs";import"./chunk-MBHSYM32.mjs";import"./chunk-34ULYRXN.mjs";import"./chunk-FQ7W5XGV.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{e as contentHash,c as entryOf,a as loadCatalog,b as readEntry,d as saveDerivedOfSummaries};
