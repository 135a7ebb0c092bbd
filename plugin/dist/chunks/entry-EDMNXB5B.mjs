#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{K as a,L as b}from"./chunk-32SPRJ2I.mjs";import"./chunk-7RWEINEM.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-VDAF736A.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-WZRMHSQ6.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-CYZZATN7.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-UQVYY37W.mjs";import"./chunk-23EX4LND.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-G4BZTF4Q.mjs";import"./chunk-O4DGQW4R.mjs";import"./chunk-VLGG2NQA.mjs";export{b as entryOf,a as readEntry};
