#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as r}from"./chunk-VLGG2NQA.mjs";import{readdirSync as c,readFileSync as u,unlink as d}from"node:fs";function f(e){try{return JSON.parse(u(e,"utf8"))}catch{return}}r(f,"readJsonFile");function g(){return`${Date.now().toString(36)}${process.pid.toString(36)}`}r(g,"newGeneration");var l=/^([a-z])-([0-9a-z]+)[-.]/;async function p(e,o,s){let i;try{i=c(e)}catch{return}let a=i.filter(t=>{let n=l.exec(t);return n!==null&&s.includes(n[1])&&n[2]!==o});await Promise.all(a.map(t=>new Promise(n=>d(`${e}/${t}`,()=>n()))))}r(p,"removeOtherGenerations");export{f as a,g as b,p as c};
