#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-ZGBHDSLH.mjs";import"./chunk-6AGW3ZHA.mjs";import"./chunk-4DL3K2HL.mjs";import"./chunk-2GJ4MIL4.mjs";import"./chunk-U4Z6EEIH.mjs";import"./chunk-OQWGGKFA.mjs";import"./chunk-5THAK7G5.mjs";import"./chunk-GC2WCQKK.mjs";import"./chunk-6ZUWZKOG.mjs";import"./chunk-IB4BJA5K.mjs";import"./chunk-Y22JJQFF.mjs";import"./chunk-4CA4OWDY.mjs";import"./chunk-UETLRVWX.mjs";import"./chunk-MHMSICHD.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-DH5SV27R.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as resolveConflict};
