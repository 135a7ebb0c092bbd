#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{f as a,g as b,h as c,i as d,j as e,k as f,l as g}from"./chunk-QHU26LBW.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-2MS6PUN5.mjs";import"./chunk-D3ONPYUY.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-2NAVIQ7Z.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-G4BZTF4Q.mjs";import"./chunk-ON4FK65K.mjs";import"./chunk-VLGG2NQA.mjs";export{c as edgeIndexReader,g as graphIndex,a as graphIndexExists,f as linkCountsOf,b as readGraphIndex,d as saveGraphIndex,e as updateGraphIndex};
