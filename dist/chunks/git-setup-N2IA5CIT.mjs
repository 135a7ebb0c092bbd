#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-IST3C6SH.mjs";import"./chunk-R5VKY4EI.mjs";import"./chunk-N2AN4FTQ.mjs";import"./chunk-UAP3R2CY.mjs";import"./chunk-ZMVMD2FB.mjs";import"./chunk-V445GHDB.mjs";import"./chunk-LOZMMFQY.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-4FRL3VM5.mjs";import"./chunk-DZIJLMTV.mjs";import"./chunk-LKSTYOHA.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DRIVER_NAME,b as defaultDriverCommand,d as ensureAttributes,c as gitSetup,e as scopeGitState};
