#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-5QAQ6ZCL.mjs";import"./chunk-Q7UUNPYS.mjs";import"./chunk-KNYJSDNR.mjs";import"./chunk-5GGUZUKP.mjs";import"./chunk-QTEPFBB3.mjs";import"./chunk-OH4JJ45W.mjs";import"./chunk-2AUTQ2RM.mjs";import"./chunk-5JJABQSK.mjs";import"./chunk-RU5NHSBA.mjs";import"./chunk-5BF3QKXH.mjs";import"./chunk-UWTCKURL.mjs";import"./chunk-OXLLV366.mjs";import"./chunk-6NTQOF53.mjs";import"./chunk-BWUGECUJ.mjs";import"./chunk-OVBONXG3.mjs";import"./chunk-PWD3LRUQ.mjs";import"./chunk-XLO4KGSV.mjs";import"./chunk-JN5BRUCI.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as repairStore};
