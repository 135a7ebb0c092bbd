#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-V52DQLVJ.mjs";import"./chunk-J2W7OJ7M.mjs";import"./chunk-WYP2FIOD.mjs";import"./chunk-2HJ5I5OS.mjs";import"./chunk-BOJLVI4G.mjs";import"./chunk-HFYMM4U3.mjs";import"./chunk-3DIHEMXQ.mjs";import"./chunk-EPPQOERI.mjs";import"./chunk-ENKATIGU.mjs";import"./chunk-BW3TSIRT.mjs";import"./chunk-VBKFRJMB.mjs";import"./chunk-RABGCC62.mjs";import"./chunk-GIVBPRLB.mjs";import"./chunk-XCVS7Y7F.mjs";import"./chunk-CPUQ6CWQ.mjs";import"./chunk-VLGG2NQA.mjs";export{a as repairStore};
