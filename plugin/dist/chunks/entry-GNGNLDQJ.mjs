#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{K as a,L as b}from"./chunk-L3DQACFX.mjs";import"./chunk-ZX6U4MQJ.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-MIFX4ZCQ.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-IF5LXOV6.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-MUCINBJ2.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-G7EM37A7.mjs";import"./chunk-BV4PC74F.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-EWTIBE6B.mjs";import"./chunk-VLGG2NQA.mjs";export{b as entryOf,a as readEntry};
