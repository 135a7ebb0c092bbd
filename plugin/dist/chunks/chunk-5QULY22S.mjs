#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{o as s}from"./chunk-6LUUS5EZ.mjs";import{a as r}from"./chunk-VLGG2NQA.mjs";var e={title:500,tags:32,links:200,body:5e5,fieldChars:4e3,listItems:200,depth:6,paths:64,glob:256,globWildcards:6,frontmatterBytes:64*1024,query:4e3};function a(t){if(t.length>e.query)throw new s(`The query has ${t.length} characters; at most ${e.query}. Search for a few distinctive words.`,{length:t.length,max:e.query})}r(a,"assertQueryLength");export{e as a,a as b};
