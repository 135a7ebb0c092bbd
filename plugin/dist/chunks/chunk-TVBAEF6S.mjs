#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as e}from"./chunk-VLGG2NQA.mjs";function a(r,i,t,n=t.edges.length){return{slug:r,title:t.title,...t.description!==void 0?{description:t.description}:{},type:t.type,tags:t.tags,created:t.created,updated:t.updated,scope:i,linkCount:n}}e(a,"toMemorySummary");export{a};
