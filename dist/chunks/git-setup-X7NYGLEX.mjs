#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-2JGXFJSS.mjs";import"./chunk-6AGW3ZHA.mjs";import"./chunk-HK4A6VEC.mjs";import"./chunk-VCGKE7VS.mjs";import"./chunk-A22FFHS3.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-DBN3G2RN.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DRIVER_NAME,b as defaultDriverCommand,d as ensureAttributes,c as gitSetup,e as scopeGitState};
