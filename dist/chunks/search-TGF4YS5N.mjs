#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-II74CW47.mjs";import"./chunk-PQQNCNC3.mjs";import"./chunk-PC2ZD23H.mjs";import"./chunk-VSGBPT6K.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-HVNIJGQF.mjs";import"./chunk-L7IXB44H.mjs";import"./chunk-HSC4KUTQ.mjs";import"./chunk-LSWSUO6D.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-X2VB24ZT.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as DEFAULT_SEARCH_LIMIT,c as keywordHits,d as matchesOf,b as searchMemories};
