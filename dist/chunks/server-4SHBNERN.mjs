#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b}from"./chunk-54HYZTPE.mjs";import"./chunk-GRTXQNMS.mjs";import"./chunk-EQTYCEVW.mjs";import"./chunk-4BFEHEME.mjs";import"./chunk-ZGKA7VOG.mjs";import"./chunk-WVGQDFQB.mjs";import"./chunk-4VFSSO6F.mjs";import"./chunk-BFFKI5PT.mjs";import"./chunk-UZOQCST7.mjs";import"./chunk-NYC3YDUX.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-4FRL3VM5.mjs";import"./chunk-PAWAI3JS.mjs";import"./chunk-IPKNS5ZK.mjs";import"./chunk-WA4KJ5N2.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";export{a as createMemoryServer,b as serveStdio};
