#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-PMBCL42G.mjs";import"./chunk-APOSK7IF.mjs";import"./chunk-LHRIN7QN.mjs";import"./chunk-Y3T5DTPO.mjs";import"./chunk-GBC33WJ4.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-ATUJLAYW.mjs";import"./chunk-UZOQCST7.mjs";import"./chunk-NYC3YDUX.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-4FRL3VM5.mjs";import"./chunk-PAWAI3JS.mjs";import"./chunk-IPKNS5ZK.mjs";import"./chunk-5QULY22S.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";export{a as searchMemories};
