#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-3OQGREPM.mjs";import{o as e}from"./chunk-BCM33IFX.mjs";import"./chunk-6ZUWZKOG.mjs";import"./chunk-GB2OO34G.mjs";import"./chunk-Y22JJQFF.mjs";import"./chunk-4CA4OWDY.mjs";import"./chunk-UETLRVWX.mjs";import"./chunk-QTORAOQV.mjs";import"./chunk-JF4ZCR5W.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{e as contentHash,c as entryOf,a as loadCatalog,b as readEntry,d as saveDerivedOfSummaries};
