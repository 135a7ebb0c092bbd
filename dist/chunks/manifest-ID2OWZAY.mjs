#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-3237ZXI3.mjs";import{o as e}from"./chunk-ZRRYSHHF.mjs";import"./chunk-4GKUG4DU.mjs";import"./chunk-OCDEAP4B.mjs";import"./chunk-JI3QRNXE.mjs";import"./chunk-PWMN6TA2.mjs";import"./chunk-XKEFRDXI.mjs";import"./chunk-URMBJ5YM.mjs";import"./chunk-KMLCYFD4.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{e as contentHash,c as entryOf,a as loadCatalog,b as readEntry,d as saveDerivedOfSummaries};
