#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as n,c as i}from"./chunk-VLGG2NQA.mjs";var r=i(u=>{"use strict";Object.defineProperty(u,"__esModule",{value:!0});function f(l){let c=l.length,d=0,e=0,t;for(;e<c;)d++,t=l.charCodeAt(e++),t>=55296&&t<=56319&&e<c&&(t=l.charCodeAt(e),(t&64512)===56320&&e++);return d}n(f,"ucs2length");u.default=f;f.code='require("ajv/dist/runtime/ucs2length").default'});export{r as a};
