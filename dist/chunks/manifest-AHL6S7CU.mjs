#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-FJTFJUMH.mjs";import{o as d}from"./chunk-4QM3MCN5.mjs";import"./chunk-6FTJK6GK.mjs";import"./chunk-WTNHVGNX.mjs";import"./chunk-4CA4OWDY.mjs";import"./chunk-HT5LSCSI.mjs";import"./chunk-SGGVILNX.mjs";import"./chunk-DUIPAGZM.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{d as contentHash,b as entryOf,a as loadCatalog,c as saveDerivedOfSummaries};
