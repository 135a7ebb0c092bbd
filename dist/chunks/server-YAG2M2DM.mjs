#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b}from"./chunk-4OX4DMFR.mjs";import"./chunk-GSGJSQXU.mjs";import"./chunk-A4Y32KKK.mjs";import"./chunk-VGSMSVZJ.mjs";import"./chunk-ZGKA7VOG.mjs";import"./chunk-MG5N4Y43.mjs";import"./chunk-LRIVWQBQ.mjs";import"./chunk-2QVVDENJ.mjs";import"./chunk-YKPM3SLW.mjs";import"./chunk-3GHAGMYD.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-Y6Y4JYF2.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as createMemoryServer,b as serveStdio};
