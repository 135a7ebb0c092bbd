#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-WRROUPTO.mjs";import"./chunk-6AGW3ZHA.mjs";import"./chunk-4DL3K2HL.mjs";import"./chunk-PRC3VEWJ.mjs";import"./chunk-HAHL7IHW.mjs";import"./chunk-XBXNFIRY.mjs";import"./chunk-7EFCY7DY.mjs";import"./chunk-DOQRXFPK.mjs";import"./chunk-BY44FDJT.mjs";import"./chunk-IGGWM6OV.mjs";import"./chunk-E2332UX7.mjs";import"./chunk-XGTV4CL7.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-S2T7UNQS.mjs";import"./chunk-ZN3RNEOH.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as resolveConflict};
