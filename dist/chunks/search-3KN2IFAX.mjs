#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-PSMAWFZB.mjs";import"./chunk-TUH33CWA.mjs";import"./chunk-TEGAYFLB.mjs";import"./chunk-Y3T5DTPO.mjs";import"./chunk-4OZA4NVT.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-ATUJLAYW.mjs";import"./chunk-I3QCHLWM.mjs";import"./chunk-GGGZDP6I.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-4FRL3VM5.mjs";import"./chunk-KAYV3SWC.mjs";import"./chunk-VNGJVLV5.mjs";import"./chunk-5QULY22S.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";export{a as searchMemories};
