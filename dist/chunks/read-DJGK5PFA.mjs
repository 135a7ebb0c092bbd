#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-Y2VCBMOJ.mjs";import"./chunk-LCEG6POQ.mjs";import"./chunk-4H5RLCA7.mjs";import"./chunk-N3COVPHN.mjs";import"./chunk-GCJNJ2DL.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-5QI4KMLM.mjs";import"./chunk-SVMV2OEQ.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-PA7UMSCI.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{b as hiddenStatus,c as notFound,a as readMemory,d as toMemory};
