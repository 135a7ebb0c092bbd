#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-UKMGL4SU.mjs";import{o as d}from"./chunk-5ZDID324.mjs";import"./chunk-J27CCCJX.mjs";import"./chunk-GJ4RNUPJ.mjs";import"./chunk-MBHSYM32.mjs";import"./chunk-QDFZUHDG.mjs";import"./chunk-X5FAEMVN.mjs";import"./chunk-FQ7W5XGV.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{d as contentHash,b as entryOf,a as loadCatalog,c as saveDerivedOfSummaries};
