#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b}from"./chunk-5EZZVIAN.mjs";import"./chunk-OID47S56.mjs";import"./chunk-EQTYCEVW.mjs";import"./chunk-HKD37YOX.mjs";import"./chunk-BJTSVIXV.mjs";import"./chunk-ZGKA7VOG.mjs";import"./chunk-BJSSEU5O.mjs";import"./chunk-K47SBSJ5.mjs";import"./chunk-6R653PXQ.mjs";import"./chunk-XXHBG4I5.mjs";import"./chunk-KKKVXH2V.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-MCOS2X7J.mjs";import"./chunk-WA4KJ5N2.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as createMemoryServer,b as serveStdio};
