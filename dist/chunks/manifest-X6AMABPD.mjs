#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-ZLJ67Z4P.mjs";import{o as e}from"./chunk-L4BHAU6L.mjs";import"./chunk-6ZUWZKOG.mjs";import"./chunk-3X2OFVA2.mjs";import"./chunk-4CA4OWDY.mjs";import"./chunk-Y22JJQFF.mjs";import"./chunk-UETLRVWX.mjs";import"./chunk-QTORAOQV.mjs";import"./chunk-JF4ZCR5W.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{e as contentHash,c as entryOf,a as loadCatalog,b as readEntry,d as saveDerivedOfSummaries};
