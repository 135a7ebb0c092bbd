#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-PW3SG5H6.mjs";import"./chunk-6AGW3ZHA.mjs";import"./chunk-4DL3K2HL.mjs";import"./chunk-2RSGVD56.mjs";import"./chunk-CVIGE4KD.mjs";import"./chunk-RLLGD6WY.mjs";import"./chunk-7EFCY7DY.mjs";import"./chunk-RHRUCVT6.mjs";import"./chunk-CP6UNQWI.mjs";import"./chunk-YAHAWVCK.mjs";import"./chunk-DY42B5W2.mjs";import"./chunk-AXUUSA5D.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-CDDY67L5.mjs";import"./chunk-ZN3RNEOH.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as resolveConflict};
