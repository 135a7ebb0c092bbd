#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b}from"./chunk-TLLZJWSA.mjs";import"./chunk-AF4YS663.mjs";import"./chunk-SIZIEJME.mjs";import"./chunk-ZGKA7VOG.mjs";import"./chunk-ORWW4HNH.mjs";import"./chunk-5PSS77JG.mjs";import"./chunk-NKHWQB7I.mjs";import"./chunk-2UANZ62C.mjs";import"./chunk-LSWSUO6D.mjs";import"./chunk-KWYPIKFC.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as createMemoryServer,b as serveStdio};
