#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as r}from"./chunks/chunk-4OX4DMFR.mjs";import"./chunks/chunk-GSGJSQXU.mjs";import"./chunks/chunk-A4Y32KKK.mjs";import"./chunks/chunk-VGSMSVZJ.mjs";import"./chunks/chunk-ZGKA7VOG.mjs";import"./chunks/chunk-MG5N4Y43.mjs";import"./chunks/chunk-LRIVWQBQ.mjs";import"./chunks/chunk-2QVVDENJ.mjs";import"./chunks/chunk-YKPM3SLW.mjs";import"./chunks/chunk-3GHAGMYD.mjs";import"./chunks/chunk-AAJUIOGE.mjs";import"./chunks/chunk-36UJXL5L.mjs";import"./chunks/chunk-Y6Y4JYF2.mjs";import"./chunks/chunk-Y2KP4NCG.mjs";import"./chunks/chunk-LALGVN2I.mjs";import"./chunks/chunk-HGMQJ3PH.mjs";import"./chunks/chunk-UHTTBMNS.mjs";import"./chunks/chunk-VLGG2NQA.mjs";r({...process.argv.includes("--allow-destructive")?{allowDestructive:!0}:{}}).then(()=>process.exit(0),e=>{process.stderr.write(`memory mcp: ${e?.stack??String(e)}
`),process.exit(1)});
