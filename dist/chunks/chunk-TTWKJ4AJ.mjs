#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as t}from"./chunk-VLGG2NQA.mjs";var r=!1,n;function a(e){r=e,e||(n=void 0)}t(a,"rememberHashes");function d(e,i){if(!r)return i();if(n?.path===e)return n.hashes;let s=i();return n=s?{path:e,hashes:s}:void 0,s}t(d,"rememberedHashes");export{a,d as b};
