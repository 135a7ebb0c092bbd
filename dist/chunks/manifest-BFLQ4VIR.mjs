#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-OQWGGKFA.mjs";import"./chunk-5THAK7G5.mjs";import{o as e}from"./chunk-GC2WCQKK.mjs";import"./chunk-6ZUWZKOG.mjs";import"./chunk-IB4BJA5K.mjs";import"./chunk-Y22JJQFF.mjs";import"./chunk-4CA4OWDY.mjs";import"./chunk-UETLRVWX.mjs";import"./chunk-MHMSICHD.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-DH5SV27R.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{e as contentHash,c as entryOf,a as loadCatalog,b as readEntry,d as saveDerivedOfSummaries};
