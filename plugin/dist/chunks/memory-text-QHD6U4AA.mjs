#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as i}from"./chunk-D6XGZHYI.mjs";import"./chunk-6JBRT6LW.mjs";import{c as e}from"./chunk-XS3B6OCC.mjs";import{g as s}from"./chunk-6LUUS5EZ.mjs";import{a as r}from"./chunk-VLGG2NQA.mjs";async function l(p,t){i(t.slug);let o=await p.store.locate(t.slug,t.scope);if(!o)throw s(t.slug,t.scope);return{slug:t.slug,scope:o.store.scope,title:e(o.memory.document.title).text,filePath:o.store.filePath(t.slug),text:e(o.memory.text).text}}r(l,"readMemoryText");export{l as readMemoryText};
