#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as r}from"./chunks/chunk-PS4EIMU5.mjs";import"./chunks/chunk-4WSBCX67.mjs";import"./chunks/chunk-MEDADCEO.mjs";import"./chunks/chunk-ZGKA7VOG.mjs";import"./chunks/chunk-YJTE27DI.mjs";import"./chunks/chunk-CRGQ7G5L.mjs";import"./chunks/chunk-D7WJ3AOI.mjs";import"./chunks/chunk-5QYZM2HQ.mjs";import"./chunks/chunk-LSWSUO6D.mjs";import"./chunks/chunk-ZVCAFZKM.mjs";import"./chunks/chunk-Y2KP4NCG.mjs";import"./chunks/chunk-ALL4ZPWR.mjs";import"./chunks/chunk-UHTTBMNS.mjs";import"./chunks/chunk-VLGG2NQA.mjs";r({...process.argv.includes("--allow-destructive")?{allowDestructive:!0}:{}}).then(()=>process.exit(0),e=>{process.stderr.write(`memory mcp: ${e?.stack??String(e)}
`),process.exit(1)});
