#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{k as s}from"./chunk-UBQV3NO5.mjs";import{a as d}from"./chunk-BANQOJJW.mjs";import{a as i}from"./chunk-VLGG2NQA.mjs";var m=256;async function R(a,r,u,p){let t={entries:[],hashes:[]};for(let e=0;e<r.length;e++){let n=r[e],o=await d(a,n,(c,y,f)=>{u.add(s(y)),t.hashes.push([n,f])});o&&t.entries.push([n,o]),((e+1)%m===0||e+1===r.length)&&p?.(e+1)}return t}i(R,"readRun");export{R as a};
