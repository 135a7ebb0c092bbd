#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{f as a,g as b,h as c,i as d,j as e,k as f}from"./chunk-WHRV6M5Y.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-YDUEG7HK.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-L2BQ6WSW.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{f as graphIndex,a as graphIndexExists,e as linkCountsOf,b as readGraphIndex,c as saveGraphIndex,d as updateGraphIndex};
