#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e,f,g}from"./chunk-QEO2FNPK.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-6XBD6LCY.mjs";import"./chunk-ORTFXDUK.mjs";import"./chunk-RAQZBZZW.mjs";import"./chunk-O2IL6WOL.mjs";import"./chunk-ZTKXFF6Q.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-YDUEG7HK.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-L2BQ6WSW.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{g as keywordIndex,a as keywordIndexStatus,e as rebuildKeywordIndex,c as recordKeywordChange,d as recordKeywordChanges,f as saveKeywordBuild,b as syncKeywordIndex};
