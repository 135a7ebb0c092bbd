#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-TMDJEHZ6.mjs";import"./chunk-6AGW3ZHA.mjs";import"./chunk-4FZ44CNF.mjs";import"./chunk-JXH7QYLW.mjs";import"./chunk-TY5F3IL4.mjs";import"./chunk-KA4ORWI3.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DRIVER_NAME,b as defaultDriverCommand,d as ensureAttributes,c as gitSetup,e as scopeGitState};
