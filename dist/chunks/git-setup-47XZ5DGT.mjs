#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-O7VBHUXM.mjs";import"./chunk-R5VKY4EI.mjs";import"./chunk-SMVFLY2E.mjs";import"./chunk-GGGZDP6I.mjs";import"./chunk-3XJGDSGN.mjs";import"./chunk-XWHTRLDD.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-4FRL3VM5.mjs";import"./chunk-KAYV3SWC.mjs";import"./chunk-VNGJVLV5.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DRIVER_NAME,b as defaultDriverCommand,d as ensureAttributes,c as gitSetup,e as scopeGitState};
