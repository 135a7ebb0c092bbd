#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-BHZN2G3T.mjs";import"./chunk-R5VKY4EI.mjs";import"./chunk-2Q5RPISI.mjs";import"./chunk-3BJJZJIR.mjs";import"./chunk-FTUM6XLW.mjs";import"./chunk-EWHGWSFR.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-4FRL3VM5.mjs";import"./chunk-KLJ5AR5E.mjs";import"./chunk-SX3CERZH.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DRIVER_NAME,b as defaultDriverCommand,d as ensureAttributes,c as gitSetup,e as scopeGitState};
