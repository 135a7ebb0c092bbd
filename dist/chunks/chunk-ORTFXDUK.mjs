#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as r}from"./chunk-VLGG2NQA.mjs";var i=!1,n;function d(e){i=e,e||(n=void 0)}r(d,"rememberHashes");function f(e,t){if(!i)return t();if(n?.path===e)return n.hashes;let s=t();return n=s?{path:e,hashes:s}:void 0,s}r(f,"rememberedHashes");export{d as a,f as b};
