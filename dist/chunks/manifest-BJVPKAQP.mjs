#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-LHP2OFKV.mjs";import{o as e}from"./chunk-WTV7TH36.mjs";import"./chunk-XQ33YSTI.mjs";import"./chunk-LBDMEPCF.mjs";import"./chunk-XUOPICDM.mjs";import"./chunk-LWCEUEV2.mjs";import"./chunk-ACDPOWYZ.mjs";import"./chunk-J5NSFV7P.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{e as contentHash,c as entryOf,a as loadCatalog,b as readEntry,d as saveDerivedOfSummaries};
