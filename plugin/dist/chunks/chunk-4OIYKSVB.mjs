#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as n}from"./chunk-VLGG2NQA.mjs";var o=Symbol.for("claude-memory.unusual-run");function u(){globalThis[o]=!0}n(u,"markUnusualRun");function l(){return globalThis[o]===!0}n(l,"isUnusualRun");export{u as a,l as b};
