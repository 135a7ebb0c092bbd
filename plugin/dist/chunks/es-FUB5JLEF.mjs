#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-SJCM4T2Q.mjs";import"./chunk-VLGG2NQA.mjs";export{a as default};
