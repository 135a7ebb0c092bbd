#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-6XPUUTEG.mjs";import"./chunk-YFTYOVAD.mjs";import"./chunk-ICNNCWT2.mjs";import"./chunk-2QP2ISWK.mjs";import"./chunk-S7PK4VI6.mjs";import"./chunk-HVNIJGQF.mjs";import"./chunk-NKFCDFVA.mjs";import"./chunk-6ZUWZKOG.mjs";import"./chunk-Y22JJQFF.mjs";import"./chunk-LSWSUO6D.mjs";import"./chunk-UETLRVWX.mjs";import"./chunk-UME3M7RH.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{b as INDEX_PAGE_BANNER,a as INDEX_PAGE_FILE,d as renderIndexPage,c as writeIndexPages};
