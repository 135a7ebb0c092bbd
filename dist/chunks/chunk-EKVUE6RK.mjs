#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{e as d}from"./chunk-DSUQTHWI.mjs";import{d as s}from"./chunk-4OZA4NVT.mjs";import{a as i}from"./chunk-VLGG2NQA.mjs";var f=256;async function l(u,r,a,y){let t={entries:[],hashes:[]};for(let e=0;e<r.length;e++){let n=r[e],o=await d(u,n,(m,p,c)=>{a.add(s(p)),t.hashes.push([n,c])});o&&t.entries.push([n,o]),((e+1)%f===0||e+1===r.length)&&y?.(e+1)}return t}i(l,"readRun");export{l as a};
