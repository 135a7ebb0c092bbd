#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-E37PKUSB.mjs";import"./chunk-R6QZ7B7L.mjs";import"./chunk-GM5722N5.mjs";import"./chunk-NKAHFXSU.mjs";import"./chunk-VEQTUOCW.mjs";import"./chunk-HFULXWMZ.mjs";import"./chunk-HQZPPJOR.mjs";import"./chunk-P7EJKYW5.mjs";import"./chunk-CQJXVIT3.mjs";import"./chunk-LGNWANJT.mjs";import"./chunk-62K3MMOH.mjs";import"./chunk-ZTRFZUP7.mjs";import"./chunk-Z6IV6TAB.mjs";import"./chunk-F5NVJ243.mjs";import"./chunk-VKPNIXGU.mjs";import"./chunk-VLGG2NQA.mjs";export{a as repairStore};
