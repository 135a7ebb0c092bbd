#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{existsSync as i}from"node:fs";import*as o from"node:module";import{homedir as a}from"node:os";import{dirname as c,join as n}from"node:path";import{fileURLToPath as m}from"node:url";var s=o.enableCompileCache;if(s&&!process.env.NODE_COMPILE_CACHE&&process.env.MEMORY_COMPILE_CACHE!=="0")try{s(n(process.env.XDG_CACHE_HOME||n(a(),".cache"),"claude-memory","compile-cache"))}catch{}var t=process.argv.slice(2),r=/^[a-z][a-z-]*$/.test(t[0]??"")?n(c(m(import.meta.url)),`cli-${t[0]}.cjs`):void 0,p=r&&i(r)?o.createRequire(import.meta.url)(r).run:(await import("./chunks/main-PTY2EBUA.mjs")).main;p(t).then(e=>{process.exitCode=typeof e=="number"?e:1},e=>{process.stderr.write(`✗ ${e?.stack??String(e)}
`),process.exitCode=1});
