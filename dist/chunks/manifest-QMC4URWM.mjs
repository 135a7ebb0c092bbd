#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-75WNU4AY.mjs";import{o as e}from"./chunk-6BSDJHIY.mjs";import"./chunk-4GKUG4DU.mjs";import"./chunk-JFC6FSGI.mjs";import"./chunk-JI3QRNXE.mjs";import"./chunk-U7HHKJYF.mjs";import"./chunk-XKEFRDXI.mjs";import"./chunk-WTBF7KUS.mjs";import"./chunk-DGFRAWUL.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{e as contentHash,c as entryOf,a as loadCatalog,b as readEntry,d as saveDerivedOfSummaries};
