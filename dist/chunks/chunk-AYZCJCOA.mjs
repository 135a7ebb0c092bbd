#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-YZDO6AOB.mjs";import{randomBytes as s}from"node:crypto";import{promises as t}from"node:fs";import{basename as c,dirname as l,join as f}from"node:path";async function x(i,n,o={}){let e=f(l(i),`.${c(i)}.${s(4).toString("hex")}.tmp`),r=await t.open(e,"wx",420);try{try{await r.writeFile(n),o.durable!==!1&&await r.sync()}finally{await r.close()}o.exclusive?(await t.link(e,i),await t.rm(e,{force:!0})):await t.rename(e,i)}catch(m){throw await t.rm(e,{force:!0}),m}}a(x,"writeFileAtomic");export{x as a};
