#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-K4QDID2G.mjs";import"./chunk-R5VKY4EI.mjs";import"./chunk-7NY4IYCL.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-VT75GNUE.mjs";import"./chunk-D6XGZHYI.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-4JN4LNCU.mjs";import"./chunk-VXIM6GMA.mjs";import"./chunk-XS3B6OCC.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DRIVER_NAME,b as defaultDriverCommand,d as ensureAttributes,c as gitSetup,e as scopeGitState};
