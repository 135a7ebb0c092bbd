#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{K as a,L as b}from"./chunk-WCTOJQ5E.mjs";import"./chunk-QZUOSTGW.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-6M5GIQRH.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-4NQN4DTY.mjs";import"./chunk-FUW7ZA26.mjs";import"./chunk-4X5AFK2W.mjs";import"./chunk-VRXIN6JF.mjs";import"./chunk-PSV3OKGN.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-DGQ3CMQN.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-JZXJDDLU.mjs";import"./chunk-K66WEYRP.mjs";import"./chunk-F4S5IX3G.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-MS2ZGZUU.mjs";import"./chunk-5ZHENJ72.mjs";import"./chunk-VLGG2NQA.mjs";export{b as entryOf,a as readEntry};
