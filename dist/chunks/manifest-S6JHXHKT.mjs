#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-XUU66N3T.mjs";import{o as d}from"./chunk-UK43Y6OZ.mjs";import"./chunk-4GKUG4DU.mjs";import"./chunk-APBCAUEX.mjs";import"./chunk-PWMN6TA2.mjs";import"./chunk-JI3QRNXE.mjs";import"./chunk-XKEFRDXI.mjs";import"./chunk-URMBJ5YM.mjs";import"./chunk-KMLCYFD4.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{d as contentHash,b as entryOf,a as loadCatalog,c as saveDerivedOfSummaries};
