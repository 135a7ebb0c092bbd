#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-3D3O6Z7D.mjs";import"./chunk-PQQNCNC3.mjs";import"./chunk-XMULLFOA.mjs";import"./chunk-423JZJBD.mjs";import"./chunk-KQ46TWDD.mjs";import"./chunk-HVNIJGQF.mjs";import"./chunk-6AJ3M7AM.mjs";import"./chunk-LSWSUO6D.mjs";import"./chunk-6ZUWZKOG.mjs";import"./chunk-Y22JJQFF.mjs";import"./chunk-UETLRVWX.mjs";import"./chunk-UME3M7RH.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{c as allSummaries,b as listCatalogs,a as listMemories};
