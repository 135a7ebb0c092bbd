#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b}from"./chunk-AI74UJ3P.mjs";import"./chunk-RK2EVQZG.mjs";import"./chunk-JF7HI4SF.mjs";import"./chunk-ZGKA7VOG.mjs";import"./chunk-TWZN7HRA.mjs";import"./chunk-GECK5UPT.mjs";import"./chunk-X4WMA7G3.mjs";import"./chunk-NKFCDFVA.mjs";import"./chunk-6ZUWZKOG.mjs";import"./chunk-Y22JJQFF.mjs";import"./chunk-LSWSUO6D.mjs";import"./chunk-UETLRVWX.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as createMemoryServer,b as serveStdio};
