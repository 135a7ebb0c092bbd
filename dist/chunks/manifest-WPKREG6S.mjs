#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-BWUGECUJ.mjs";import{i as d}from"./chunk-OVBONXG3.mjs";import"./chunk-PWD3LRUQ.mjs";import"./chunk-XLO4KGSV.mjs";import"./chunk-JN5BRUCI.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{d as contentHash,b as entryOf,a as loadCatalog,c as saveDerivedOfSummaries};
