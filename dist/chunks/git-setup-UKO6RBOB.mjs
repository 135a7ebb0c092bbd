#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-UMJYYNSB.mjs";import"./chunk-6AGW3ZHA.mjs";import"./chunk-CGZSB3CI.mjs";import"./chunk-J3DY7WYT.mjs";import"./chunk-SODZLQ25.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-HUAHO3EW.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DRIVER_NAME,b as defaultDriverCommand,d as ensureAttributes,c as gitSetup,e as scopeGitState};
