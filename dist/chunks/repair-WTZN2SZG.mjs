#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-J7534AVP.mjs";import"./chunk-R2PKKQJP.mjs";import"./chunk-U6SZEEUJ.mjs";import"./chunk-3UMEWWDG.mjs";import"./chunk-3Y7B5OGW.mjs";import"./chunk-OH4JJ45W.mjs";import"./chunk-2AUTQ2RM.mjs";import"./chunk-NUXYKCIB.mjs";import"./chunk-RU5NHSBA.mjs";import"./chunk-QJ6UGFW7.mjs";import"./chunk-NWUROBXH.mjs";import"./chunk-WQ7NKFQO.mjs";import"./chunk-6NTQOF53.mjs";import"./chunk-LDYXZT7D.mjs";import"./chunk-NYF7Y6OC.mjs";import"./chunk-PS5DBWBU.mjs";import"./chunk-XLO4KGSV.mjs";import"./chunk-O7SB5YW3.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as repairStore};
