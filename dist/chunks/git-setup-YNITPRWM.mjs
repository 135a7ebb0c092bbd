#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-7RMWCM52.mjs";import"./chunk-R5VKY4EI.mjs";import"./chunk-QVP7IDNJ.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-AZX7FG4G.mjs";import"./chunk-XLCGBWML.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-4JN4LNCU.mjs";import"./chunk-W5TMOYGX.mjs";import"./chunk-XVMHSC7G.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DRIVER_NAME,b as defaultDriverCommand,d as ensureAttributes,c as gitSetup,e as scopeGitState};
