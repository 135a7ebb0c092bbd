#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-2O7YGLVD.mjs";import"./chunk-6AGW3ZHA.mjs";import"./chunk-H5CQNYEY.mjs";import"./chunk-PPOUKOU2.mjs";import"./chunk-5HM3OCIU.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-455UDAKT.mjs";import"./chunk-M4H7M3HJ.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DRIVER_NAME,b as defaultDriverCommand,d as ensureAttributes,c as gitSetup,e as scopeGitState};
