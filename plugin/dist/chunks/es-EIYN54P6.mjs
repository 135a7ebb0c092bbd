#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-PCMZPYUC.mjs";import"./chunk-VLGG2NQA.mjs";export{a as default};
