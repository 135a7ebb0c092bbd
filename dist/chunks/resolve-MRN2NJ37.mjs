#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-5IQ56QGS.mjs";import"./chunk-6AGW3ZHA.mjs";import"./chunk-4DL3K2HL.mjs";import"./chunk-EVOVHTYL.mjs";import"./chunk-DPNBWLXN.mjs";import"./chunk-UB6PNRWB.mjs";import"./chunk-7EFCY7DY.mjs";import"./chunk-U2K4XKKN.mjs";import"./chunk-EGHZVUP5.mjs";import"./chunk-WERIWJWP.mjs";import"./chunk-AUI77PHE.mjs";import"./chunk-4CA4OWDY.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-4IZEJAA6.mjs";import"./chunk-2CHPINZK.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-DH5SV27R.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as resolveConflict};
