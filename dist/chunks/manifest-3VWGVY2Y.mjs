#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{d as a,e as b,f as c,g as d}from"./chunk-DG4OMBVF.mjs";import{o as e}from"./chunk-BNIVFNSD.mjs";import"./chunk-2KS46W7D.mjs";import"./chunk-KMQKMIUB.mjs";import"./chunk-B4JGJMGM.mjs";import"./chunk-2566GLEG.mjs";import"./chunk-4MG44MQA.mjs";import"./chunk-QTORAOQV.mjs";import"./chunk-JF4ZCR5W.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{e as contentHash,c as entryOf,a as loadCatalog,b as readEntry,d as saveDerivedOfSummaries};
