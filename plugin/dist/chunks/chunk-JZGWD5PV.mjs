#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as d}from"./chunk-VLGG2NQA.mjs";function f(u,t=process.stderr){let n=0,o=!1;return{update(p,r,e){if(!u||e===0)return;let s=Date.now();if(r<e&&s-n<80)return;n=s,o=!0;let a=30,i=Math.round(r/e*a);t.write(`\r${p.padEnd(20)} [${"\u2588".repeat(i)}${"\u2591".repeat(a-i)}] ${r}/${e}\x1B[K`)},done(){o&&t.write("\r\x1B[K")}}}d(f,"progressBar");export{f as a};
