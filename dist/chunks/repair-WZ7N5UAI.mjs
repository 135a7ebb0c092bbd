#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-CYHH4EYI.mjs";import"./chunk-PZ5CLA53.mjs";import"./chunk-D73RN76A.mjs";import"./chunk-GP4MJPXM.mjs";import"./chunk-QUXZERBP.mjs";import"./chunk-YYXLI45V.mjs";import"./chunk-YUIQVOE6.mjs";import"./chunk-MSKP5LP6.mjs";import"./chunk-NAAXEFL5.mjs";import"./chunk-Q7PIBASJ.mjs";import"./chunk-64CJ6KX6.mjs";import"./chunk-GR2OIZJ3.mjs";import"./chunk-FGGQAORD.mjs";import"./chunk-5ETA7ZDB.mjs";import"./chunk-A4MSB67A.mjs";import"./chunk-VLGG2NQA.mjs";export{a as repairStore};
