#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-HMMP2NTI.mjs";import{o as d}from"./chunk-7U2RDX2T.mjs";import"./chunk-6ZUWZKOG.mjs";import"./chunk-AFXGQARK.mjs";import"./chunk-XGTV4CL7.mjs";import"./chunk-Q3JU6PTH.mjs";import"./chunk-UETLRVWX.mjs";import"./chunk-MEYE46NQ.mjs";import"./chunk-2SQBVHJ7.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{d as contentHash,b as entryOf,a as loadCatalog,c as saveDerivedOfSummaries};
