#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b}from"./chunk-C7NOPP5B.mjs";import"./chunk-IKUANZNX.mjs";import"./chunk-7ACNNWBQ.mjs";import"./chunk-JXR6IMUX.mjs";import"./chunk-ZGKA7VOG.mjs";import"./chunk-FA6I3AUV.mjs";import"./chunk-2GZHLEZP.mjs";import"./chunk-L7IXB44H.mjs";import"./chunk-HSC4KUTQ.mjs";import"./chunk-W2JO5FTH.mjs";import"./chunk-LSWSUO6D.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-X2VB24ZT.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as createMemoryServer,b as serveStdio};
