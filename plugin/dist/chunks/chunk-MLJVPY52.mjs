#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as i}from"./chunk-VLGG2NQA.mjs";function n(t,o,s){let e=t.get(o);e?e.push(s):t.set(o,[s])}i(n,"appendTo");export{n as a};
