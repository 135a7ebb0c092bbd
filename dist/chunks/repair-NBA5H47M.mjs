#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-QLNGCO5H.mjs";import"./chunk-ILAAV3HO.mjs";import"./chunk-HFV6CBWT.mjs";import"./chunk-PCGFTDZX.mjs";import"./chunk-EOBBMWS5.mjs";import"./chunk-YALKTG4N.mjs";import"./chunk-SKHYSZ2Z.mjs";import"./chunk-AZCQ5DK4.mjs";import"./chunk-WKPS4WEY.mjs";import"./chunk-XK2QH7OS.mjs";import"./chunk-G4D42J2K.mjs";import"./chunk-LGNWANJT.mjs";import"./chunk-7Q26AGLK.mjs";import"./chunk-LGWAUIRB.mjs";import"./chunk-3LFHF3W5.mjs";import"./chunk-F5NVJ243.mjs";import"./chunk-VKPNIXGU.mjs";import"./chunk-VLGG2NQA.mjs";export{a as repairStore};
