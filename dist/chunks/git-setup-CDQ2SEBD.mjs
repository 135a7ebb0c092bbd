#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-7P7LWOJS.mjs";import"./chunk-R5VKY4EI.mjs";import"./chunk-SON7FCEG.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-ZF4P4PP6.mjs";import"./chunk-THPL3GV3.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-4JN4LNCU.mjs";import"./chunk-CQXO6QNV.mjs";import"./chunk-JOZEFWJX.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DRIVER_NAME,b as defaultDriverCommand,d as ensureAttributes,c as gitSetup,e as scopeGitState};
