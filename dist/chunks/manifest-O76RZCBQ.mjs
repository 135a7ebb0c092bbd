#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-C4ZWLHOG.mjs";import{o as e}from"./chunk-X63TOQGP.mjs";import"./chunk-PIHUGBPO.mjs";import"./chunk-F52Q6OEV.mjs";import"./chunk-A5FFMWR3.mjs";import"./chunk-MFY5QM3Z.mjs";import"./chunk-GNWML2BB.mjs";import"./chunk-54K6HRRG.mjs";import"./chunk-OLSIA5QJ.mjs";import"./chunk-ALL4ZPWR.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{e as contentHash,c as entryOf,a as loadCatalog,b as readEntry,d as saveDerivedOfSummaries};
