#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-5FC4K6YT.mjs";import"./chunk-R5VKY4EI.mjs";import"./chunk-YSH2PER4.mjs";import"./chunk-SXJXMAQO.mjs";import"./chunk-NGLONBMQ.mjs";import"./chunk-OXG6N7GZ.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-4FRL3VM5.mjs";import"./chunk-Z6A7T4VX.mjs";import"./chunk-IMFYBHWX.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DRIVER_NAME,b as defaultDriverCommand,d as ensureAttributes,c as gitSetup,e as scopeGitState};
