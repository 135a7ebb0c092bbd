#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-LDYXZT7D.mjs";import{i as d}from"./chunk-NYF7Y6OC.mjs";import"./chunk-PS5DBWBU.mjs";import"./chunk-XLO4KGSV.mjs";import"./chunk-O7SB5YW3.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{d as contentHash,b as entryOf,a as loadCatalog,c as saveDerivedOfSummaries};
