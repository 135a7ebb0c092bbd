#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-HTLYFDIN.mjs";import"./chunk-WBM4RI66.mjs";import"./chunk-CZZFUVXY.mjs";import"./chunk-X2BHRCGY.mjs";import{q as e}from"./chunk-5PSS77JG.mjs";import"./chunk-NKHWQB7I.mjs";import"./chunk-2UANZ62C.mjs";import"./chunk-LSWSUO6D.mjs";import"./chunk-KWYPIKFC.mjs";import"./chunk-UGNAIF5K.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{e as contentHash,c as entryOf,a as loadCatalog,b as readEntry,d as saveDerivedOfSummaries};
