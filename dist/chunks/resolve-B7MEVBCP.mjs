#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-YT2LGXXI.mjs";import"./chunk-6AGW3ZHA.mjs";import"./chunk-4DL3K2HL.mjs";import"./chunk-PRC3VEWJ.mjs";import"./chunk-7WI5SBI6.mjs";import"./chunk-PWMXM3TD.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-MY6FX3AF.mjs";import"./chunk-BY44FDJT.mjs";import"./chunk-IGGWM6OV.mjs";import"./chunk-E2332UX7.mjs";import"./chunk-XGTV4CL7.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-S2T7UNQS.mjs";import"./chunk-ZN3RNEOH.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-ILLUELNM.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as resolveConflict};
