#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as t}from"./chunk-VLGG2NQA.mjs";var i=/^[\x00-\x7f]*$/;function o(n){return i.test(n)}t(o,"isAscii");export{o as a};
