#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-VFMVRXJT.mjs";import"./chunk-45RLACOQ.mjs";import"./chunk-4H5RLCA7.mjs";import"./chunk-N3COVPHN.mjs";import"./chunk-BFFKI5PT.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-4FRL3VM5.mjs";import"./chunk-PWCRVPDT.mjs";import"./chunk-IPKNS5ZK.mjs";import"./chunk-DLTLMCVH.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-5QULY22S.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";export{b as hiddenStatus,a as readMemory,c as toMemory};
