#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as r}from"./chunks/chunk-CARKMOGW.mjs";import"./chunks/chunk-MHMO3EIQ.mjs";import"./chunks/chunk-E777CGV4.mjs";import"./chunks/chunk-RUYYDYSG.mjs";import"./chunks/chunk-ZGKA7VOG.mjs";import"./chunks/chunk-P3ULQ3HG.mjs";import"./chunks/chunk-ZNEI6LXE.mjs";import"./chunks/chunk-L43SH4VX.mjs";import"./chunks/chunk-4QWEPOTX.mjs";import"./chunks/chunk-K2YPJ5ES.mjs";import"./chunks/chunk-AAJUIOGE.mjs";import"./chunks/chunk-36UJXL5L.mjs";import"./chunks/chunk-JRY7LKVN.mjs";import"./chunks/chunk-Y2KP4NCG.mjs";import"./chunks/chunk-LALGVN2I.mjs";import"./chunks/chunk-HGMQJ3PH.mjs";import"./chunks/chunk-UHTTBMNS.mjs";import"./chunks/chunk-VLGG2NQA.mjs";r({...process.argv.includes("--allow-destructive")?{allowDestructive:!0}:{}}).then(()=>process.exit(0),e=>{process.stderr.write(`memory mcp: ${e?.stack??String(e)}
`),process.exit(1)});
