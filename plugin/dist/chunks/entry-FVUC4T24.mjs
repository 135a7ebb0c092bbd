#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{N as a,O as b}from"./chunk-ZDBBFQDU.mjs";import"./chunk-VFPPQ5DX.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-WFLB6UU4.mjs";import"./chunk-PSV3OKGN.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-RRTIUTTJ.mjs";import"./chunk-5ZHFFEEG.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-CEBU2PJX.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-AB7LSKOB.mjs";import"./chunk-K2U4P4CV.mjs";import"./chunk-534HIIUE.mjs";import"./chunk-HAMLTSSM.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-PSXJPFSG.mjs";import"./chunk-VLGG2NQA.mjs";export{b as entryOf,a as readEntry};
