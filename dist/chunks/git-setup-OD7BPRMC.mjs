#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-NYJXF6CT.mjs";import"./chunk-6AGW3ZHA.mjs";import"./chunk-PUEHTMK4.mjs";import"./chunk-X4WMA7G3.mjs";import"./chunk-6ZUWZKOG.mjs";import"./chunk-Y22JJQFF.mjs";import"./chunk-UETLRVWX.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DRIVER_NAME,b as defaultDriverCommand,d as ensureAttributes,c as gitSetup,e as scopeGitState};
