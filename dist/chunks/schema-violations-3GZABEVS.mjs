#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-7MG6PWE5.mjs";import"./chunk-VLGG2NQA.mjs";export{a as violationsOf};
