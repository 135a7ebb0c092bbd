#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{f as a,g as b,h as c,i as d,j as e,k as f,l as g}from"./chunk-UOYEOPF5.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-4NQN4DTY.mjs";import"./chunk-CXWN6QRF.mjs";import"./chunk-VDIJK45X.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-5ZHENJ72.mjs";import"./chunk-VLGG2NQA.mjs";export{c as edgeIndexReader,g as graphIndex,a as graphIndexExists,f as linkCountsOf,b as readGraphIndex,d as saveGraphIndex,e as updateGraphIndex};
