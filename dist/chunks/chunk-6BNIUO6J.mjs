#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as e}from"./chunk-VLGG2NQA.mjs";var o="─".repeat(37),s="═".repeat(39);function c(r,t){let n=[...r];return n.length<=t?r:`${n.slice(0,Math.max(0,t-1)).join("")}…`}e(c,"truncate");function p(r,t,n=`${t}s`){return`${r} ${r===1?t:n}`}e(p,"plural");export{o as a,s as b,c,p as d};
