#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as r}from"./chunks/chunk-TLLZJWSA.mjs";import"./chunks/chunk-AF4YS663.mjs";import"./chunks/chunk-SIZIEJME.mjs";import"./chunks/chunk-ZGKA7VOG.mjs";import"./chunks/chunk-ORWW4HNH.mjs";import"./chunks/chunk-5PSS77JG.mjs";import"./chunks/chunk-NKHWQB7I.mjs";import"./chunks/chunk-2UANZ62C.mjs";import"./chunks/chunk-LSWSUO6D.mjs";import"./chunks/chunk-KWYPIKFC.mjs";import"./chunks/chunk-Y2KP4NCG.mjs";import"./chunks/chunk-ALL4ZPWR.mjs";import"./chunks/chunk-UHTTBMNS.mjs";import"./chunks/chunk-VLGG2NQA.mjs";r({...process.argv.includes("--allow-destructive")?{allowDestructive:!0}:{}}).then(()=>process.exit(0),e=>{process.stderr.write(`memory mcp: ${e?.stack??String(e)}
`),process.exit(1)});
