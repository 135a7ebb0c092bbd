#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-ZFVGTUW4.mjs";import"./chunk-R5VKY4EI.mjs";import"./chunk-PBAE2MJD.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-IXEKGAO4.mjs";import"./chunk-M46J2XBU.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-4JN4LNCU.mjs";import"./chunk-3IEMFANB.mjs";import"./chunk-DGRWOQAP.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DRIVER_NAME,b as defaultDriverCommand,d as ensureAttributes,c as gitSetup,e as scopeGitState};
