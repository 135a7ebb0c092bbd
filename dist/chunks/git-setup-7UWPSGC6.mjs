#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-GABRA6RL.mjs";import"./chunk-R5VKY4EI.mjs";import"./chunk-KH2D5G5B.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-MUCOI3MS.mjs";import"./chunk-C4Y3W4NE.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-4JN4LNCU.mjs";import"./chunk-ILTY3VWT.mjs";import"./chunk-R6L37EF2.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DRIVER_NAME,b as defaultDriverCommand,d as ensureAttributes,c as gitSetup,e as scopeGitState};
