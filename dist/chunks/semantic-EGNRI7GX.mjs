#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e,f,g,h,i,j,k}from"./chunk-RZW52MK7.mjs";import"./chunk-5I5HFEPG.mjs";import"./chunk-A3XQTXRD.mjs";import"./chunk-AZNG6JDA.mjs";import"./chunk-2VVC3B6K.mjs";import"./chunk-KE6XR66P.mjs";import"./chunk-BW3TSIRT.mjs";import"./chunk-H5SOO7PE.mjs";import"./chunk-MCU7RD6X.mjs";import"./chunk-TCB537DA.mjs";import"./chunk-XCVS7Y7F.mjs";import"./chunk-CPUQ6CWQ.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DEFAULT_THRESHOLD,d as HYBRID_SEMANTIC_WEIGHT,b as MAX_EMBEDDED_PER_SEARCH,c as RRF_K,k as embeddingSimilarityFor,e as embeddingsInUse,j as fuseRankings,i as rankedSearch,f as semanticRanking,h as semanticSearch,g as validThreshold};
