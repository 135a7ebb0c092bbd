#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-ETWCABWE.mjs";import"./chunk-BIBPLUTA.mjs";import"./chunk-MPRFZHVM.mjs";import"./chunk-3UKJMZ2G.mjs";import"./chunk-2W3HS2RB.mjs";import"./chunk-4SZ3WHKU.mjs";import"./chunk-337XM3NE.mjs";import"./chunk-PYXSDYTD.mjs";import"./chunk-OQXVVEYN.mjs";import"./chunk-TFZ2QYEB.mjs";import"./chunk-5NQW4D2X.mjs";export{a as repairStore};
