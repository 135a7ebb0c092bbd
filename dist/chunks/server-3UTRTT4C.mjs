#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b}from"./chunk-6PF3F5RH.mjs";import"./chunk-M5UCJJ2H.mjs";import"./chunk-KNSUTJFV.mjs";import"./chunk-W4CB4J74.mjs";import"./chunk-ZGKA7VOG.mjs";import"./chunk-K5G4FB77.mjs";import"./chunk-HKW4EOHU.mjs";import"./chunk-H3ABGOZ4.mjs";import"./chunk-OWKFDOO7.mjs";import"./chunk-NIRZVNJQ.mjs";import"./chunk-GCJNJ2DL.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-5QI4KMLM.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as createMemoryServer,b as serveStdio};
