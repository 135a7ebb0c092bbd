#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-V4652BZ4.mjs";import"./chunk-6AGW3ZHA.mjs";import"./chunk-4DL3K2HL.mjs";import"./chunk-OPLNPAVE.mjs";import"./chunk-G4SKXFVT.mjs";import"./chunk-DAVZHBLL.mjs";import"./chunk-5THAK7G5.mjs";import"./chunk-TFKRNJ2K.mjs";import"./chunk-JXH7QYLW.mjs";import"./chunk-6DPM266S.mjs";import"./chunk-TY5F3IL4.mjs";import"./chunk-4CA4OWDY.mjs";import"./chunk-KA4ORWI3.mjs";import"./chunk-2CHPINZK.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-DH5SV27R.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as resolveConflict};
