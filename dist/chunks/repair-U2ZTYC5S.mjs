#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-RAWV7AJ5.mjs";import"./chunk-HHFUTLWI.mjs";import"./chunk-5PZDUK63.mjs";import"./chunk-WSG37UW7.mjs";import"./chunk-UDT7VUHV.mjs";import"./chunk-KSDOD3QA.mjs";import"./chunk-N6GDNPD4.mjs";import"./chunk-LEXOLC4F.mjs";import"./chunk-6C7U5OEK.mjs";import"./chunk-GC5VAJD6.mjs";import"./chunk-YSVTEAKJ.mjs";import"./chunk-OOYGECB5.mjs";import"./chunk-DJAGNHYA.mjs";import"./chunk-IQJHFO77.mjs";import"./chunk-RDEOWF7L.mjs";import"./chunk-OH4JJ45W.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as repairStore};
