#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-2TT3MLR4.mjs";import"./chunk-6AGW3ZHA.mjs";import"./chunk-HKW4EOHU.mjs";import"./chunk-H3ABGOZ4.mjs";import"./chunk-NIRZVNJQ.mjs";import"./chunk-GCJNJ2DL.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-5QI4KMLM.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DRIVER_NAME,b as defaultDriverCommand,d as ensureAttributes,c as gitSetup,e as scopeGitState};
