#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as s}from"./chunk-VLGG2NQA.mjs";var f=!1,i;function u(e){f=e,e||(i=void 0)}s(u,"rememberHashes");function h(e,n){if(!f)return n();if(i?.path===e)return i.hashes;let r=n();return i=r?{path:e,hashes:r}:void 0,r}s(h,"rememberedHashes");function c(e,n,r,o){if(e.length<=n)return e;let d=e.lastIndexOf(r,n),t=d>o?d:n,a=e.charCodeAt(t-1);return a>=55296&&a<=56319&&t--,e.slice(0,t)}s(c,"headOf");export{c as a,u as b,h as c};
