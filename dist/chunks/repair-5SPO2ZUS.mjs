#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-NQIUTLVY.mjs";import"./chunk-X34QKYGM.mjs";import"./chunk-NBYSNI67.mjs";import"./chunk-YLVRUIWY.mjs";import"./chunk-CWIBSHKL.mjs";import"./chunk-R5A5KJTY.mjs";import"./chunk-N6GDNPD4.mjs";import"./chunk-LEXOLC4F.mjs";import"./chunk-IH7SQ4FO.mjs";import"./chunk-QY6J7HTJ.mjs";import"./chunk-VEQKJ6RK.mjs";import"./chunk-OOYGECB5.mjs";import"./chunk-KZCLJTSS.mjs";import"./chunk-DY5F3VZC.mjs";import"./chunk-RDEOWF7L.mjs";import"./chunk-OH4JJ45W.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as repairStore};
