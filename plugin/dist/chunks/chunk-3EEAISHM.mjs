#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as n}from"./chunk-VLGG2NQA.mjs";var a="\u2500".repeat(37),c="\u2550".repeat(39);function p(r,t){let e=[...r];return e.length<=t?r:`${e.slice(0,Math.max(0,t-1)).join("")}\u2026`}n(p,"truncate");export{a,c as b,p as c};
