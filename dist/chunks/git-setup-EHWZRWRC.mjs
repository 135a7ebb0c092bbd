#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-ZWBF7LC2.mjs";import"./chunk-R5VKY4EI.mjs";import"./chunk-H4RI7B7Y.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-2ESWRFAM.mjs";import"./chunk-LITCYU4Q.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-4JN4LNCU.mjs";import"./chunk-7LPLDFXR.mjs";import"./chunk-SWMTQY3A.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DRIVER_NAME,b as defaultDriverCommand,d as ensureAttributes,c as gitSetup,e as scopeGitState};
