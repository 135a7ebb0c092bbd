#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-SUPSIWHE.mjs";import"./chunk-VVR4VZNO.mjs";import"./chunk-4H5RLCA7.mjs";import"./chunk-VUUDVFCZ.mjs";import"./chunk-5HM3OCIU.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-455UDAKT.mjs";import"./chunk-6PMXQQTM.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-MU7YC4H5.mjs";import"./chunk-PA7UMSCI.mjs";import"./chunk-WA4KJ5N2.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-M4H7M3HJ.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{b as hiddenStatus,c as notFound,a as readMemory,d as toMemory};
