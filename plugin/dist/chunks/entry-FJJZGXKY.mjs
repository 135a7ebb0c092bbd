#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{L as a,M as b}from"./chunk-EXYUY6FF.mjs";import"./chunk-VFPPQ5DX.mjs";import"./chunk-4YUE626Z.mjs";import"./chunk-THHDFOYB.mjs";import"./chunk-PSV3OKGN.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-NZ5NJDQI.mjs";import"./chunk-5ZHFFEEG.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-JJSYAR6P.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-LBVBRJKW.mjs";import"./chunk-K2U4P4CV.mjs";import"./chunk-KIV3W5KN.mjs";import"./chunk-HAMLTSSM.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-PSXJPFSG.mjs";import"./chunk-VLGG2NQA.mjs";export{b as entryOf,a as readEntry};
