#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-FO4DP3QF.mjs";import"./chunk-6AGW3ZHA.mjs";import"./chunk-4DL3K2HL.mjs";import"./chunk-2THO66RF.mjs";import"./chunk-6MCTEWYP.mjs";import"./chunk-BHVPV2QS.mjs";import"./chunk-7EFCY7DY.mjs";import"./chunk-J3SVNYOL.mjs";import"./chunk-VCGKE7VS.mjs";import"./chunk-O7ODTG6I.mjs";import"./chunk-A22FFHS3.mjs";import"./chunk-4CA4OWDY.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-DBN3G2RN.mjs";import"./chunk-2CHPINZK.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-DH5SV27R.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as resolveConflict};
