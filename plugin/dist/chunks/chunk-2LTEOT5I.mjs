#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as n}from"./chunk-VLGG2NQA.mjs";import{lstatSync as r}from"node:fs";function o(i){let t=r(i,{bigint:!0,throwIfNoEntry:!1});return t?`${t.ino}:${t.mtimeNs}:${t.ctimeNs}`:void 0}n(o,"directoryStamp");export{o as a};
