#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-3R22LOH2.mjs";import{o as d}from"./chunk-NIVIUM5Y.mjs";import"./chunk-6FTJK6GK.mjs";import"./chunk-GRI4RPHT.mjs";import"./chunk-4CA4OWDY.mjs";import"./chunk-HT5LSCSI.mjs";import"./chunk-SGGVILNX.mjs";import"./chunk-QTORAOQV.mjs";import"./chunk-JF4ZCR5W.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{d as contentHash,b as entryOf,a as loadCatalog,c as saveDerivedOfSummaries};
