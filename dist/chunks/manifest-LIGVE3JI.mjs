#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{d as a,e as b,f as c}from"./chunk-HKHMVZDD.mjs";import{o as d}from"./chunk-LMVBPTG2.mjs";import"./chunk-2KS46W7D.mjs";import"./chunk-OT67UNJK.mjs";import"./chunk-2566GLEG.mjs";import"./chunk-B4JGJMGM.mjs";import"./chunk-4MG44MQA.mjs";import"./chunk-QTORAOQV.mjs";import"./chunk-JF4ZCR5W.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{d as contentHash,b as entryOf,a as loadCatalog,c as saveDerivedOfSummaries};
