#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-4PFK2ZIM.mjs";import"./chunk-RVYCM4KW.mjs";import"./chunk-LI56GTBS.mjs";import"./chunk-KGMY3Q2C.mjs";import"./chunk-4BB7DX3Y.mjs";import"./chunk-KCNULSQX.mjs";import"./chunk-337XM3NE.mjs";import"./chunk-U2ZRUJOD.mjs";import"./chunk-4ONXI5DD.mjs";import"./chunk-ZHGKOQLA.mjs";import"./chunk-5NQW4D2X.mjs";export{a as repairStore};
