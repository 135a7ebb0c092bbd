#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-GV6OKPH5.mjs";import{o as e}from"./chunk-MTWJBEVW.mjs";import"./chunk-J22PSYYX.mjs";import"./chunk-R7RBGSUV.mjs";import"./chunk-OWA3RJCB.mjs";import"./chunk-MBHSYM32.mjs";import"./chunk-RIR37XQG.mjs";import"./chunk-FQ7W5XGV.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{e as contentHash,c as entryOf,a as loadCatalog,b as readEntry,d as saveDerivedOfSummaries};
