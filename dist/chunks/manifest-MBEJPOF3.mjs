#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-DXZV4TIX.mjs";import{o as e}from"./chunk-5EA6AHVC.mjs";import"./chunk-6ZUWZKOG.mjs";import"./chunk-MS6N7FVG.mjs";import"./chunk-Q3JU6PTH.mjs";import"./chunk-XGTV4CL7.mjs";import"./chunk-UETLRVWX.mjs";import"./chunk-MEYE46NQ.mjs";import"./chunk-2SQBVHJ7.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{e as contentHash,c as entryOf,a as loadCatalog,b as readEntry,d as saveDerivedOfSummaries};
