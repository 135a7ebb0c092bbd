#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as r}from"./chunk-VLGG2NQA.mjs";var a="\u2500".repeat(37),s="\u2550".repeat(39);function c(n,e){let t=[...n];return t.length<=e?n:`${t.slice(0,Math.max(0,e-1)).join("")}\u2026`}r(c,"truncate");var p=r(n=>n?` and ${n} more`:"","andMore");export{a,s as b,c,p as d};
