#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as n}from"./chunk-VLGG2NQA.mjs";function r(o,t){o.out(`${JSON.stringify(t,null,2)}
`)}n(r,"printJson");export{r as a};
