#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{K as a,L as b}from"./chunk-C2FK5QA2.mjs";import"./chunk-UERSCWMN.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-GRDQJYKE.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-KQOTA37I.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-M6P7DC2T.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-EAMADOJV.mjs";import"./chunk-ZHPXCCP4.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-O4DGQW4R.mjs";import"./chunk-VLGG2NQA.mjs";export{b as entryOf,a as readEntry};
