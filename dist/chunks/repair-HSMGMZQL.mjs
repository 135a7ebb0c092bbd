#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-7ALZN3WC.mjs";import"./chunk-Y5CGJN7S.mjs";import"./chunk-KISDAROY.mjs";import"./chunk-25WBHY3X.mjs";import"./chunk-YA6FRM7N.mjs";import"./chunk-3IWQLEYS.mjs";import"./chunk-O6IXSQDP.mjs";import"./chunk-S7Q67ZLX.mjs";import"./chunk-GSIAFREG.mjs";import"./chunk-OEITDTAP.mjs";import"./chunk-S2BSMU4P.mjs";import"./chunk-F3WAJ72F.mjs";import"./chunk-G647HJOM.mjs";import"./chunk-LQC7Q3RN.mjs";import"./chunk-XNRVGGCZ.mjs";import"./chunk-VLGG2NQA.mjs";export{a as repairStore};
