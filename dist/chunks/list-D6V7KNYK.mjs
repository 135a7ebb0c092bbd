#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-5UNSAP35.mjs";import"./chunk-HUQPDVPJ.mjs";import"./chunk-ICPWF5JG.mjs";import"./chunk-V6U62D63.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-B5ODDJAP.mjs";import"./chunk-X2BHRCGY.mjs";import"./chunk-CRGQ7G5L.mjs";import"./chunk-D7WJ3AOI.mjs";import"./chunk-5QYZM2HQ.mjs";import"./chunk-LSWSUO6D.mjs";import"./chunk-ZVCAFZKM.mjs";import"./chunk-6NS4YO6Z.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{c as allSummaries,b as listCatalogs,a as listMemories};
