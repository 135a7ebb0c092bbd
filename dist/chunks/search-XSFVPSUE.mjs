#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-L7DUXWGJ.mjs";import"./chunk-MK4KYE4J.mjs";import"./chunk-S62PA5AT.mjs";import"./chunk-DSFS5LBX.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-VUUDVFCZ.mjs";import"./chunk-AMBLOWPD.mjs";import"./chunk-PPOUKOU2.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-455UDAKT.mjs";import"./chunk-PA7UMSCI.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-M4H7M3HJ.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DEFAULT_SEARCH_LIMIT,c as keywordHits,d as matchesOf,b as searchMemories};
