#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b}from"./chunk-CARKMOGW.mjs";import"./chunk-MHMO3EIQ.mjs";import"./chunk-E777CGV4.mjs";import"./chunk-RUYYDYSG.mjs";import"./chunk-ZGKA7VOG.mjs";import"./chunk-P3ULQ3HG.mjs";import"./chunk-ZNEI6LXE.mjs";import"./chunk-L43SH4VX.mjs";import"./chunk-4QWEPOTX.mjs";import"./chunk-K2YPJ5ES.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-JRY7LKVN.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as createMemoryServer,b as serveStdio};
