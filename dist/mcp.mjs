#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as r}from"./chunks/chunk-FBUXQAWW.mjs";import"./chunks/chunk-IFRB4WX5.mjs";import"./chunks/chunk-PU6PA7JB.mjs";import"./chunks/chunk-MLMHUJVC.mjs";import"./chunks/chunk-ZGKA7VOG.mjs";import"./chunks/chunk-HO67SKFK.mjs";import"./chunks/chunk-CGZSB3CI.mjs";import"./chunks/chunk-75BZS4CU.mjs";import"./chunks/chunk-J3DY7WYT.mjs";import"./chunks/chunk-SODZLQ25.mjs";import"./chunks/chunk-AAJUIOGE.mjs";import"./chunks/chunk-36UJXL5L.mjs";import"./chunks/chunk-HUAHO3EW.mjs";import"./chunks/chunk-Y2KP4NCG.mjs";import"./chunks/chunk-LALGVN2I.mjs";import"./chunks/chunk-HGMQJ3PH.mjs";import"./chunks/chunk-UHTTBMNS.mjs";import"./chunks/chunk-VLGG2NQA.mjs";r({...process.argv.includes("--allow-destructive")?{allowDestructive:!0}:{}}).then(()=>process.exit(0),e=>{process.stderr.write(`memory mcp: ${e?.stack??String(e)}
`),process.exit(1)});
