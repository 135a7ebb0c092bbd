#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{p as m}from"./chunk-Q5P7Q2JW.mjs";var s={name:"suggest-links",usage:"Usage: memory suggest-links",options:{},async run(){throw new m("memory suggest-links is not available yet.")}};export{s as command};
