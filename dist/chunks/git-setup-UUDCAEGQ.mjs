#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-BYWO6OUX.mjs";import"./chunk-6AGW3ZHA.mjs";import"./chunk-2GZHLEZP.mjs";import"./chunk-HSC4KUTQ.mjs";import"./chunk-W2JO5FTH.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-X2VB24ZT.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DRIVER_NAME,b as defaultDriverCommand,d as ensureAttributes,c as gitSetup,e as scopeGitState};
