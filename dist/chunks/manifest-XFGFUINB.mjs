#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-YPDST7CH.mjs";import{o as d}from"./chunk-EK5UCXF2.mjs";import"./chunk-6ZUWZKOG.mjs";import"./chunk-3X2OFVA2.mjs";import"./chunk-4CA4OWDY.mjs";import"./chunk-Y22JJQFF.mjs";import"./chunk-UETLRVWX.mjs";import"./chunk-QTORAOQV.mjs";import"./chunk-JF4ZCR5W.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{d as contentHash,b as entryOf,a as loadCatalog,c as saveDerivedOfSummaries};
