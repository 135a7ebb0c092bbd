#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-JPDPP2ML.mjs";import"./chunk-6AGW3ZHA.mjs";import"./chunk-LRIVWQBQ.mjs";import"./chunk-YKPM3SLW.mjs";import"./chunk-3GHAGMYD.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-Y6Y4JYF2.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DRIVER_NAME,b as defaultDriverCommand,d as ensureAttributes,c as gitSetup,e as scopeGitState};
