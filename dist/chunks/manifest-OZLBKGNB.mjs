#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-CB5URDAZ.mjs";import{o as e}from"./chunk-6OGEM5QH.mjs";import"./chunk-WKZZTKCT.mjs";import"./chunk-Y74R27WQ.mjs";import"./chunk-JKZMFIJY.mjs";import"./chunk-LWCEUEV2.mjs";import"./chunk-UIIPYVW3.mjs";import"./chunk-J5NSFV7P.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{e as contentHash,c as entryOf,a as loadCatalog,b as readEntry,d as saveDerivedOfSummaries};
