#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-RQSFSXXF.mjs";import"./chunk-6AGW3ZHA.mjs";import"./chunk-3G2DV2AN.mjs";import"./chunk-XXHBG4I5.mjs";import"./chunk-GSU6WGNX.mjs";import"./chunk-KKKVXH2V.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-MCOS2X7J.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DRIVER_NAME,b as defaultDriverCommand,d as ensureAttributes,c as gitSetup,e as scopeGitState};
