#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as n}from"./chunk-VLGG2NQA.mjs";import{closeSync as u,existsSync as a,lstatSync as t,mkdirSync as f,openSync as d,readFileSync as m,rmSync as p,statSync as h}from"node:fs";var l="hook-stamp.json";function w(e){let r=t(e,{bigint:!0,throwIfNoEntry:!1});return r?`${r.ino}:${r.mtimeNs}:${r.ctimeNs}`:void 0}n(w,"directoryStamp");export{l as a,w as b};
