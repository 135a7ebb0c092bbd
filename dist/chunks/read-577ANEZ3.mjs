#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-4QZSJ3T3.mjs";import"./chunk-B5ODDJAP.mjs";import"./chunk-X2BHRCGY.mjs";import"./chunk-5QYZM2HQ.mjs";import"./chunk-LSWSUO6D.mjs";import"./chunk-ZVCAFZKM.mjs";import"./chunk-6NS4YO6Z.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{b as hiddenStatus,c as notFound,a as readMemory,d as toMemory};
