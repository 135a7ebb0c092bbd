#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as n}from"./chunk-VLGG2NQA.mjs";function e(o,t){o.out(`${JSON.stringify(t,null,2)}
`)}n(e,"printJson");export{e as a};
