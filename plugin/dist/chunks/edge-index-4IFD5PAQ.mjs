#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{f as a,g as b,h as c,i as d,j as e,k as f,l as g}from"./chunk-LKVKUEEZ.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-AJWPA6IA.mjs";import"./chunk-47ANC53H.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-4X5AFK2W.mjs";import"./chunk-PT7OVBPT.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-PSXJPFSG.mjs";import"./chunk-VLGG2NQA.mjs";export{c as edgeIndexReader,g as graphIndex,a as graphIndexExists,f as linkCountsOf,b as readGraphIndex,d as saveGraphIndex,e as updateGraphIndex};
