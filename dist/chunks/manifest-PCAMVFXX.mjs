#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-PWMXM3TD.mjs";import"./chunk-YZB2CSNA.mjs";import{o as e}from"./chunk-MY6FX3AF.mjs";import"./chunk-BY44FDJT.mjs";import"./chunk-IGGWM6OV.mjs";import"./chunk-E2332UX7.mjs";import"./chunk-XGTV4CL7.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-S2T7UNQS.mjs";import"./chunk-ZN3RNEOH.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{e as contentHash,c as entryOf,a as loadCatalog,b as readEntry,d as saveDerivedOfSummaries};
