#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as r}from"./chunk-VLGG2NQA.mjs";import{readdirSync as s,readFileSync as a,rmSync as u}from"node:fs";function g(n){try{return JSON.parse(a(n,"utf8"))}catch{return}}r(g,"readJsonFile");function m(){return`${Date.now().toString(36)}${process.pid.toString(36)}`}r(m,"newGeneration");var f=/^([a-z])-([0-9a-z]+)[-.]/;function p(n,i,c){let e;try{e=s(n)}catch{return}for(let o of e){let t=f.exec(o);t&&c.includes(t[1])&&t[2]!==i&&u(`${n}/${o}`,{force:!0})}}r(p,"removeOtherGenerations");export{g as a,m as b,p as c};
