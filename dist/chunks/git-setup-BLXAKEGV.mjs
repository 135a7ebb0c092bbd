#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-YM6AU7OY.mjs";import"./chunk-6AGW3ZHA.mjs";import"./chunk-FHQO2HXA.mjs";import"./chunk-CP6UNQWI.mjs";import"./chunk-DY42B5W2.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-CDDY67L5.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DRIVER_NAME,b as defaultDriverCommand,d as ensureAttributes,c as gitSetup,e as scopeGitState};
