#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as s}from"./chunk-V445GHDB.mjs";import"./chunk-LOZMMFQY.mjs";import"./chunk-LKSTYOHA.mjs";import{g as r}from"./chunk-6LUUS5EZ.mjs";import{a as e}from"./chunk-VLGG2NQA.mjs";async function c(i,t){s(t.slug);let o=await i.store.locate(t.slug,t.scope);if(!o)throw r(t.slug,t.scope);return{slug:t.slug,scope:o.store.scope,title:o.memory.document.title,filePath:o.store.filePath(t.slug),text:o.memory.text}}e(c,"readMemoryText");export{c as readMemoryText};
