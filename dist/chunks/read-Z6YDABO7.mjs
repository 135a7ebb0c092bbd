#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-KCNEOZ6J.mjs";import"./chunk-CZZFUVXY.mjs";import"./chunk-X2BHRCGY.mjs";import"./chunk-2UANZ62C.mjs";import"./chunk-LSWSUO6D.mjs";import"./chunk-KWYPIKFC.mjs";import"./chunk-UGNAIF5K.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{b as hiddenStatus,c as notFound,a as readMemory,d as toMemory};
