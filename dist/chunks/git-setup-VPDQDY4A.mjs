#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-KFOC76BG.mjs";import"./chunk-R5VKY4EI.mjs";import"./chunk-R4SCTTSY.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-SCC4MTYW.mjs";import"./chunk-NAOYP24D.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-4JN4LNCU.mjs";import"./chunk-OAJDFLTL.mjs";import"./chunk-F67AILRQ.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DRIVER_NAME,b as defaultDriverCommand,d as ensureAttributes,c as gitSetup,e as scopeGitState};
