#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{L as a,M as b}from"./chunk-K7EQUZV3.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-4YUE626Z.mjs";import"./chunk-H663KPMS.mjs";import"./chunk-PSV3OKGN.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-5B3D2XBU.mjs";import"./chunk-E2FJOYWV.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-DF236AEN.mjs";import"./chunk-ZTP3JMEW.mjs";import"./chunk-LFBGYORR.mjs";import"./chunk-J5WCEBEI.mjs";import"./chunk-WEYFQZWI.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-PSXJPFSG.mjs";import"./chunk-VLGG2NQA.mjs";export{b as entryOf,a as readEntry};
