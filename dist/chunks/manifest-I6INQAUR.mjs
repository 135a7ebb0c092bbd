#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-XICU53BL.mjs";import{o as e}from"./chunk-KH4LZ6U4.mjs";import"./chunk-HA3DE4EY.mjs";import"./chunk-U3PING3I.mjs";import"./chunk-AOSUKHW2.mjs";import"./chunk-TYYZUEPF.mjs";import"./chunk-EUXCJKZD.mjs";import"./chunk-37IOQ5DV.mjs";import"./chunk-OLSIA5QJ.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{e as contentHash,c as entryOf,a as loadCatalog,b as readEntry,d as saveDerivedOfSummaries};
