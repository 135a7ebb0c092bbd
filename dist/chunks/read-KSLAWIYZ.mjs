#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-T5YNQHQ2.mjs";import"./chunk-Q62KIKJR.mjs";import"./chunk-4H5RLCA7.mjs";import"./chunk-ATUJLAYW.mjs";import"./chunk-XWHTRLDD.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-4FRL3VM5.mjs";import"./chunk-KAYV3SWC.mjs";import"./chunk-VNGJVLV5.mjs";import"./chunk-T6T4A6V4.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-MU7YC4H5.mjs";import"./chunk-5QULY22S.mjs";import"./chunk-WA4KJ5N2.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";export{b as hiddenStatus,a as readMemory,c as toMemory};
