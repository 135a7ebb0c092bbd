#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-AM7RQQJC.mjs";import"./chunk-G34L2N47.mjs";import"./chunk-57NIFXAA.mjs";import"./chunk-BLBZ2WQY.mjs";import"./chunk-XJ4MU3YO.mjs";import"./chunk-3IB4SIJ7.mjs";import"./chunk-N6GDNPD4.mjs";import"./chunk-OPATPTNP.mjs";import"./chunk-5TRJCUAT.mjs";import"./chunk-4UD56QOC.mjs";import"./chunk-2EK2BY2F.mjs";import"./chunk-OOYGECB5.mjs";import"./chunk-XFLW64TO.mjs";import"./chunk-3BAE4NAC.mjs";import"./chunk-XRIBP75B.mjs";import"./chunk-OH4JJ45W.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as repairStore};
