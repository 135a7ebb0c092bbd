#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{p as m}from"./chunk-Q5P7Q2JW.mjs";var a={name:"quality",usage:"Usage: memory quality",options:{},async run(){throw new m("memory quality is not available yet.")}};export{a as command};
