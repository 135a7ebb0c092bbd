#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-OHHSXUFB.mjs";import"./chunk-R5VKY4EI.mjs";import"./chunk-63P3KAQI.mjs";import"./chunk-3BJJZJIR.mjs";import"./chunk-ZMVMD2FB.mjs";import"./chunk-TDRJTSOG.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-4FRL3VM5.mjs";import"./chunk-DZIJLMTV.mjs";import"./chunk-LKSTYOHA.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DRIVER_NAME,b as defaultDriverCommand,d as ensureAttributes,c as gitSetup,e as scopeGitState};
