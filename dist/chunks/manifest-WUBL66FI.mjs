#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-XRCK7TZZ.mjs";import{o as d}from"./chunk-3PP34JQH.mjs";import"./chunk-6ZUWZKOG.mjs";import"./chunk-3GWV7V7Q.mjs";import"./chunk-4CA4OWDY.mjs";import"./chunk-Q3JU6PTH.mjs";import"./chunk-UETLRVWX.mjs";import"./chunk-YSOLCYSD.mjs";import"./chunk-JF4ZCR5W.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{d as contentHash,b as entryOf,a as loadCatalog,c as saveDerivedOfSummaries};
