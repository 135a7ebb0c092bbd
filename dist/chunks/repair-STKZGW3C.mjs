#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-MRJ4GKGA.mjs";import"./chunk-DHFT5QLW.mjs";import"./chunk-FEKZA7ON.mjs";import"./chunk-QHRTHOH3.mjs";import"./chunk-R7WXR6NA.mjs";import"./chunk-A3XQTXRD.mjs";import"./chunk-AZNG6JDA.mjs";import"./chunk-YMJ65Y4Q.mjs";import"./chunk-KE6XR66P.mjs";import"./chunk-BW3TSIRT.mjs";import"./chunk-H5SOO7PE.mjs";import"./chunk-MCU7RD6X.mjs";import"./chunk-TCB537DA.mjs";import"./chunk-XCVS7Y7F.mjs";import"./chunk-CPUQ6CWQ.mjs";import"./chunk-VLGG2NQA.mjs";export{a as repairStore};
