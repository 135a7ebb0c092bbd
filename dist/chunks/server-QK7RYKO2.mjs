#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b}from"./chunk-ZB6QYILG.mjs";import"./chunk-3KZGQ73D.mjs";import"./chunk-GT2JBW7J.mjs";import"./chunk-I3Q72DLS.mjs";import"./chunk-ZGKA7VOG.mjs";import"./chunk-QCS4KFBU.mjs";import"./chunk-3CMMI4BO.mjs";import"./chunk-CZUHYRW2.mjs";import"./chunk-JEDTCPI6.mjs";import"./chunk-PPHRH2DN.mjs";import"./chunk-LSWSUO6D.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-T6MYUJGH.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as createMemoryServer,b as serveStdio};
