#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as e}from"./chunk-SR4J5DCX.mjs";import{a as n}from"./chunk-VLGG2NQA.mjs";import{lstatSync as o,readFileSync as i}from"node:fs";import{join as d}from"node:path";var s="hook-stamp.json";function m(r){let t=o(r,{bigint:!0,throwIfNoEntry:!1});return t?`${t.ino}:${t.mtimeNs}:${t.ctimeNs}`:void 0}n(m,"directoryStamp");function a(r){try{let t=JSON.parse(i(d(r,e,s),"utf8"));return typeof t.directory=="string"?t.directory:void 0}catch{return}}n(a,"recordedHookStamp");export{s as a,m as b,a as c};
