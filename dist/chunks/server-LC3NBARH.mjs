#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b}from"./chunk-PS4EIMU5.mjs";import"./chunk-4WSBCX67.mjs";import"./chunk-MEDADCEO.mjs";import"./chunk-ZGKA7VOG.mjs";import"./chunk-YJTE27DI.mjs";import"./chunk-CRGQ7G5L.mjs";import"./chunk-D7WJ3AOI.mjs";import"./chunk-5QYZM2HQ.mjs";import"./chunk-LSWSUO6D.mjs";import"./chunk-ZVCAFZKM.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as createMemoryServer,b as serveStdio};
