#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{f as a,g as b,h as c,i as d,j as e,k as f,l as g}from"./chunk-572APLR4.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-YLPHWQYM.mjs";import"./chunk-CCF7S425.mjs";import"./chunk-2FIUEKK5.mjs";import"./chunk-NMDXLS3I.mjs";import"./chunk-Y645JNV2.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-EWTIBE6B.mjs";import"./chunk-VLGG2NQA.mjs";export{c as edgeIndexReader,g as graphIndex,a as graphIndexExists,f as linkCountsOf,b as readGraphIndex,d as saveGraphIndex,e as updateGraphIndex};
