#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-VEDIW25V.mjs";import"./chunk-R5VKY4EI.mjs";import"./chunk-GDYG5Z3D.mjs";import"./chunk-UAP3R2CY.mjs";import"./chunk-V24YKKVE.mjs";import"./chunk-J33FESR2.mjs";import"./chunk-LOZMMFQY.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-4FRL3VM5.mjs";import"./chunk-G6E5TNYE.mjs";import"./chunk-3HWXOZRK.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DRIVER_NAME,b as defaultDriverCommand,d as ensureAttributes,c as gitSetup,e as scopeGitState};
