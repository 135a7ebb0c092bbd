#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-GPT54TOG.mjs";import"./chunk-N65S2ZHU.mjs";import"./chunk-HK2AB5CU.mjs";import"./chunk-GN5XZOOR.mjs";import"./chunk-CUFW35XM.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-N3COVPHN.mjs";import"./chunk-6PCJGSP2.mjs";import"./chunk-NYC3YDUX.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-4FRL3VM5.mjs";import"./chunk-PWCRVPDT.mjs";import"./chunk-IPKNS5ZK.mjs";import"./chunk-5QULY22S.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";export{a as searchMemories};
