#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-5LOL6EV6.mjs";import"./chunk-4C62MQSH.mjs";import"./chunk-D5NBSKH2.mjs";import"./chunk-CQQCWHTU.mjs";import"./chunk-AJXGD2BB.mjs";import"./chunk-25CNQ5CG.mjs";import"./chunk-SKHYSZ2Z.mjs";import"./chunk-XQBORYZP.mjs";import"./chunk-5BNTON7E.mjs";import"./chunk-HBX3LWOF.mjs";import"./chunk-RAYRXKWT.mjs";import"./chunk-OOYGECB5.mjs";import"./chunk-NK42NL7U.mjs";import"./chunk-ANT5ZY4C.mjs";import"./chunk-OEINTGEE.mjs";import"./chunk-OH4JJ45W.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as repairStore};
