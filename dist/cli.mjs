#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import*as n from"node:module";import{homedir as s}from"node:os";import{join as o}from"node:path";var r=n.enableCompileCache;if(r&&!process.env.NODE_COMPILE_CACHE&&process.env.MEMORY_COMPILE_CACHE!=="0")try{r(o(process.env.XDG_CACHE_HOME||o(s(),".cache"),"claude-memory","compile-cache"))}catch{}var{main:c}=await import("./chunks/main-4ALPAYZL.mjs");c(process.argv.slice(2)).then(e=>{process.exitCode=typeof e=="number"?e:1},e=>{process.stderr.write(`✗ ${e?.stack??String(e)}
`),process.exitCode=1});
