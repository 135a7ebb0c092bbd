#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-OXK5SLEL.mjs";import"./chunk-ZCPVZHRF.mjs";import"./chunk-FEKZA7ON.mjs";import"./chunk-QHRTHOH3.mjs";import"./chunk-HCTUUXY4.mjs";import"./chunk-DJKUJW6B.mjs";import"./chunk-3K6XYJ4V.mjs";import"./chunk-AEUGM2OT.mjs";import"./chunk-KE6XR66P.mjs";import"./chunk-HU7OURIB.mjs";import"./chunk-H5SOO7PE.mjs";import"./chunk-MCU7RD6X.mjs";import"./chunk-TCB537DA.mjs";import"./chunk-XCVS7Y7F.mjs";import"./chunk-CPUQ6CWQ.mjs";import"./chunk-VLGG2NQA.mjs";export{a as repairStore};
