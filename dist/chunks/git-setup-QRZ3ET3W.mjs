#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-2D2FY4QF.mjs";import"./chunk-6AGW3ZHA.mjs";import"./chunk-5AQZINZY.mjs";import"./chunk-EGHZVUP5.mjs";import"./chunk-AUI77PHE.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-4IZEJAA6.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DRIVER_NAME,b as defaultDriverCommand,d as ensureAttributes,c as gitSetup,e as scopeGitState};
