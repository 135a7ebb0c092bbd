#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as r}from"./chunk-VLGG2NQA.mjs";import{closeSync as u,existsSync as f,lstatSync as t,mkdirSync as a,openSync as d,readFileSync as m,rmSync as p,statSync as g,writeSync as h}from"node:fs";var w="hook-stamp.json";function E(e){let n=t(e,{bigint:!0,throwIfNoEntry:!1});return n?`${n.ino}:${n.mtimeNs}:${n.ctimeNs}`:void 0}r(E,"directoryStamp");export{w as a,E as b};
