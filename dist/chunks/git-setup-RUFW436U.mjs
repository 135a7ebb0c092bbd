#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-IZAXKQ7V.mjs";import"./chunk-R5VKY4EI.mjs";import"./chunk-VXGW7WTF.mjs";import"./chunk-3BJJZJIR.mjs";import"./chunk-LLBVFDZD.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-4FRL3VM5.mjs";import"./chunk-SR4J5DCX.mjs";import"./chunk-NRHAWHQK.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DRIVER_NAME,b as defaultDriverCommand,d as ensureAttributes,c as gitSetup,e as scopeGitState};
