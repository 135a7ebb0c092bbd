#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-TW2GJGLN.mjs";import{o as e}from"./chunk-GOMSFHLM.mjs";import"./chunk-JQQOZ5FT.mjs";import"./chunk-BUYKPLZ2.mjs";import"./chunk-SEOI2KOZ.mjs";import"./chunk-MFY5QM3Z.mjs";import"./chunk-MHMCRHAO.mjs";import"./chunk-STRORWSW.mjs";import"./chunk-63JTH7HI.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{e as contentHash,c as entryOf,a as loadCatalog,b as readEntry,d as saveDerivedOfSummaries};
