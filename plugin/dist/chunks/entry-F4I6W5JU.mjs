#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{K as a,L as b}from"./chunk-DHDKNMEL.mjs";import"./chunk-3G7WMW4E.mjs";import"./chunk-VFPPQ5DX.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-5733G4L6.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-GTTKSI4A.mjs";import"./chunk-5ZHFFEEG.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-IHPE4AOD.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-YIIN53JG.mjs";import"./chunk-K2U4P4CV.mjs";import"./chunk-G4BNQJZK.mjs";import"./chunk-HAMLTSSM.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-PSXJPFSG.mjs";import"./chunk-VLGG2NQA.mjs";export{b as entryOf,a as readEntry};
