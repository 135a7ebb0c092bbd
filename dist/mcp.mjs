#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as r}from"./chunks/chunk-AI74UJ3P.mjs";import"./chunks/chunk-RK2EVQZG.mjs";import"./chunks/chunk-JF7HI4SF.mjs";import"./chunks/chunk-ZGKA7VOG.mjs";import"./chunks/chunk-TWZN7HRA.mjs";import"./chunks/chunk-GECK5UPT.mjs";import"./chunks/chunk-X4WMA7G3.mjs";import"./chunks/chunk-NKFCDFVA.mjs";import"./chunks/chunk-6ZUWZKOG.mjs";import"./chunks/chunk-Y22JJQFF.mjs";import"./chunks/chunk-LSWSUO6D.mjs";import"./chunks/chunk-UETLRVWX.mjs";import"./chunks/chunk-Y2KP4NCG.mjs";import"./chunks/chunk-LALGVN2I.mjs";import"./chunks/chunk-UHTTBMNS.mjs";import"./chunks/chunk-VLGG2NQA.mjs";r({...process.argv.includes("--allow-destructive")?{allowDestructive:!0}:{}}).then(()=>process.exit(0),e=>{process.stderr.write(`memory mcp: ${e?.stack??String(e)}
`),process.exit(1)});
