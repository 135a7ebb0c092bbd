#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as m,c as a}from"./chunk-VBSZ5JO3.mjs";import{a as i}from"./chunk-VLGG2NQA.mjs";import{readFileSync as u,statSync as f}from"node:fs";var c=new Map;function l(o){let n=m(o,"tombstones"),t=f(n,{throwIfNoEntry:!1});if(!t)return new Set;let e=c.get(n);if(e&&e.size===t.size&&e.mtimeMs===t.mtimeMs)return e.slugs;let s=new Set;for(let g of u(n,"utf8").split(`
`))try{let r=JSON.parse(g);typeof r.slug=="string"&&s.add(r.slug)}catch{}return c.set(n,{size:t.size,mtimeMs:t.mtimeMs,slugs:s}),s}i(l,"tombstones");async function h(o,n,t){let e=l(o);await a(o,"tombstones",n.filter(s=>!e.has(s)).map(s=>({ts:t,slug:s})))}i(h,"addTombstones");export{l as a,h as b};
