#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-PJJFTUUP.mjs";import"./chunk-6AGW3ZHA.mjs";import"./chunk-SU4U3YUK.mjs";import"./chunk-RAQZBZZW.mjs";import"./chunk-ZTKXFF6Q.mjs";import"./chunk-KUI7M5GY.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-L2BQ6WSW.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DRIVER_NAME,b as defaultDriverCommand,d as ensureAttributes,c as gitSetup,e as scopeGitState};
