#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as t}from"./chunk-VLGG2NQA.mjs";function n(r,i,e,a=e.edges.length){return{slug:r,title:e.title,type:e.type,tags:e.tags,created:e.created,updated:e.updated,scope:i,linkCount:a}}t(n,"toMemorySummary");export{n as a};
