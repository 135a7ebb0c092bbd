#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as t}from"./chunk-VLGG2NQA.mjs";import{readdirSync as s,readFileSync as a,unlinkSync as u}from"node:fs";function g(n){try{return JSON.parse(a(n,"utf8"))}catch{return}}t(g,"readJsonFile");function p(){return`${Date.now().toString(36)}${process.pid.toString(36)}`}t(p,"newGeneration");var d=/^([a-z])-([0-9a-z]+)[-.]/;function m(n,o,c){let r;try{r=s(n)}catch{return}for(let i of r){let e=d.exec(i);if(!(!e||!c.includes(e[1])||e[2]===o))try{u(`${n}/${i}`)}catch{}}}t(m,"removeOtherGenerations");export{g as a,p as b,m as c};
