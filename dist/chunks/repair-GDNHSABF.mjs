#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{p as r}from"./chunk-Q5P7Q2JW.mjs";var o={name:"repair",usage:"Usage: memory repair",options:{},async run(){throw new r("memory repair is not available yet.")}};export{o as command};
