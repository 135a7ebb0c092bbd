#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-HZXSPICK.mjs";import"./chunk-RGEOOTHG.mjs";import"./chunk-OEH6V3VP.mjs";import"./chunk-INX4FWCS.mjs";import"./chunk-GJQ3UCU5.mjs";import"./chunk-6B65I5UC.mjs";import"./chunk-SKHYSZ2Z.mjs";import"./chunk-WJZ3GWWN.mjs";import"./chunk-Z45R7EWH.mjs";import"./chunk-3HQONIKL.mjs";import"./chunk-LY42Q3RB.mjs";import"./chunk-OOYGECB5.mjs";import"./chunk-GMHIT5SU.mjs";import"./chunk-IQ2IQ5SR.mjs";import"./chunk-CGGRIZAC.mjs";import"./chunk-OH4JJ45W.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as repairStore};
