#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-IBTTIABN.mjs";import"./chunk-DHNHK4AC.mjs";import"./chunk-4H5RLCA7.mjs";import"./chunk-ATUJLAYW.mjs";import"./chunk-KKKVXH2V.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-MCOS2X7J.mjs";import"./chunk-NT5LN4R6.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-MU7YC4H5.mjs";import"./chunk-PA7UMSCI.mjs";import"./chunk-WA4KJ5N2.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{b as hiddenStatus,c as notFound,a as readMemory,d as toMemory};
