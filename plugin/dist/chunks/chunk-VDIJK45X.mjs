#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as e}from"./chunk-VLGG2NQA.mjs";function h(n){let r=2166136261;for(let t=0;t<n.length;t++)r=Math.imul(r^n.charCodeAt(t),16777619);return r>>>0}e(h,"hashOf");var u=e((n,r)=>h(n)%r,"shardOf");function a(n,r,t){return Math.min(t,2**Math.max(0,Math.round(Math.log2(Math.max(1,n/r)))))}e(a,"shardCount");export{h as a,u as b,a as c};
