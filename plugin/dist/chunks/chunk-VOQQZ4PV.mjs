#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as m}from"./chunk-OF7NA5I5.mjs";import{c as i}from"./chunk-5JOL2AI7.mjs";import{k as n,p as e}from"./chunk-CXWN6QRF.mjs";import{a as t}from"./chunk-VLGG2NQA.mjs";import{readFileSync as d}from"node:fs";import{join as f}from"node:path";var c="hook-stamp.json",s=`gotcha-${i} recall-${m}`;function g(o){try{let r=JSON.parse(d(f(o,n,c),"utf8"));return typeof r.directory=="string"&&r.formats===s?r.directory:void 0}catch{return}}t(g,"recordedHookStamp");function E(o,r){e(f(o,n,c),JSON.stringify({directory:r,formats:s}))}t(E,"recordHookStamp");export{g as a,E as b};
