#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-WUNQERV2.mjs";import"./chunk-R5VKY4EI.mjs";import"./chunk-O6QCXFSZ.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-GRUXIGZN.mjs";import"./chunk-KLGTGDCC.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-4JN4LNCU.mjs";import"./chunk-M4MVVI3C.mjs";import"./chunk-2ADHR2NM.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DRIVER_NAME,b as defaultDriverCommand,d as ensureAttributes,c as gitSetup,e as scopeGitState};
