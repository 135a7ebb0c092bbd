#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-R2RJCQB5.mjs";import{o as e}from"./chunk-O762AHJ6.mjs";import"./chunk-SE5OT45D.mjs";import"./chunk-WUWBIN3V.mjs";import"./chunk-B43Q3YDP.mjs";import"./chunk-MFY5QM3Z.mjs";import"./chunk-22LOFMOK.mjs";import"./chunk-54K6HRRG.mjs";import"./chunk-OLSIA5QJ.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{e as contentHash,c as entryOf,a as loadCatalog,b as readEntry,d as saveDerivedOfSummaries};
