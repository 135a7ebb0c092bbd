#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-YMTGBFLO.mjs";import"./chunk-2KHQQ7AY.mjs";import"./chunk-H34UQV3S.mjs";import"./chunk-F6FMBZA3.mjs";import"./chunk-OH4JJ45W.mjs";import"./chunk-TGXG3SNW.mjs";import"./chunk-S6RFGABU.mjs";import"./chunk-RU5NHSBA.mjs";import"./chunk-2AUTQ2RM.mjs";import"./chunk-QLVDAZHV.mjs";import"./chunk-R4DW5MP4.mjs";import"./chunk-Y72H44OL.mjs";import"./chunk-6NTQOF53.mjs";import"./chunk-FTIZMLBZ.mjs";import"./chunk-TC75WMJV.mjs";import"./chunk-7UT5CMSA.mjs";import"./chunk-XLO4KGSV.mjs";import"./chunk-O7SB5YW3.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as repairStore};
