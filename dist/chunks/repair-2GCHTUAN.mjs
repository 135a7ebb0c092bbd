#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-JFUCHJ2Q.mjs";import"./chunk-SJG5DOU7.mjs";import"./chunk-FEKZA7ON.mjs";import"./chunk-QHRTHOH3.mjs";import"./chunk-YPGAUXKM.mjs";import"./chunk-A3XQTXRD.mjs";import"./chunk-AZNG6JDA.mjs";import"./chunk-2VVC3B6K.mjs";import"./chunk-KE6XR66P.mjs";import"./chunk-BW3TSIRT.mjs";import"./chunk-H5SOO7PE.mjs";import"./chunk-MCU7RD6X.mjs";import"./chunk-TCB537DA.mjs";import"./chunk-XCVS7Y7F.mjs";import"./chunk-CPUQ6CWQ.mjs";import"./chunk-VLGG2NQA.mjs";export{a as repairStore};
