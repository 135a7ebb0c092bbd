#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-BVHHBSPH.mjs";import"./chunk-6AGW3ZHA.mjs";import"./chunk-ZNEI6LXE.mjs";import"./chunk-4QWEPOTX.mjs";import"./chunk-K2YPJ5ES.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-JRY7LKVN.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DRIVER_NAME,b as defaultDriverCommand,d as ensureAttributes,c as gitSetup,e as scopeGitState};
