#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{p as e}from"./chunk-Q5P7Q2JW.mjs";var o={name:"index-page",usage:"Usage: memory index-page",options:{},async run(){throw new e("memory index-page is not available yet.")}};export{o as command};
