#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as n}from"./chunk-VLGG2NQA.mjs";import{closeSync as u,existsSync as f,lstatSync as t,mkdirSync as a,openSync as d,readFileSync as m,rmSync as p,statSync as g,writeSync as h}from"node:fs";var w="hook-stamp.json";function _(e){let r=t(e,{bigint:!0,throwIfNoEntry:!1});return r?`${r.ino}:${r.mtimeNs}:${r.ctimeNs}`:void 0}n(_,"directoryStamp");export{w as a,_ as b};
