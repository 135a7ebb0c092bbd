#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-UBTI2DAK.mjs";import"./chunk-R5VKY4EI.mjs";import"./chunk-4VFSSO6F.mjs";import"./chunk-BFFKI5PT.mjs";import"./chunk-NYC3YDUX.mjs";import"./chunk-4FRL3VM5.mjs";import"./chunk-PAWAI3JS.mjs";import"./chunk-IPKNS5ZK.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DRIVER_NAME,b as defaultDriverCommand,d as ensureAttributes,c as gitSetup,e as scopeGitState};
