#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b}from"./chunk-UCSMLQR7.mjs";import"./chunk-J22VRJFJ.mjs";import"./chunk-JDWSXYAW.mjs";import"./chunk-PVRTQLXR.mjs";import"./chunk-ZGKA7VOG.mjs";import"./chunk-2DLDWKTG.mjs";import"./chunk-H5CQNYEY.mjs";import"./chunk-AMBLOWPD.mjs";import"./chunk-PPOUKOU2.mjs";import"./chunk-5HM3OCIU.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-455UDAKT.mjs";import"./chunk-WA4KJ5N2.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-M4H7M3HJ.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as createMemoryServer,b as serveStdio};
