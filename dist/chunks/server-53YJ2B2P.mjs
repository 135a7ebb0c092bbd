#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b}from"./chunk-MIFEY4MU.mjs";import"./chunk-7H2OI7O4.mjs";import"./chunk-F7ITIHGT.mjs";import"./chunk-ZGKA7VOG.mjs";import"./chunk-RWJSQWBG.mjs";import"./chunk-QTFHKDQL.mjs";import"./chunk-BFFKI5PT.mjs";import"./chunk-6PCJGSP2.mjs";import"./chunk-NYC3YDUX.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-4FRL3VM5.mjs";import"./chunk-PWCRVPDT.mjs";import"./chunk-IPKNS5ZK.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";export{a as createMemoryServer,b as serveStdio};
