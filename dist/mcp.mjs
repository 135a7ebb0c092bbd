#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as r}from"./chunks/chunk-ZB6QYILG.mjs";import"./chunks/chunk-3KZGQ73D.mjs";import"./chunks/chunk-GT2JBW7J.mjs";import"./chunks/chunk-I3Q72DLS.mjs";import"./chunks/chunk-ZGKA7VOG.mjs";import"./chunks/chunk-QCS4KFBU.mjs";import"./chunks/chunk-3CMMI4BO.mjs";import"./chunks/chunk-CZUHYRW2.mjs";import"./chunks/chunk-JEDTCPI6.mjs";import"./chunks/chunk-PPHRH2DN.mjs";import"./chunks/chunk-LSWSUO6D.mjs";import"./chunks/chunk-36UJXL5L.mjs";import"./chunks/chunk-T6MYUJGH.mjs";import"./chunks/chunk-Y2KP4NCG.mjs";import"./chunks/chunk-LALGVN2I.mjs";import"./chunks/chunk-HGMQJ3PH.mjs";import"./chunks/chunk-UHTTBMNS.mjs";import"./chunks/chunk-VLGG2NQA.mjs";r({...process.argv.includes("--allow-destructive")?{allowDestructive:!0}:{}}).then(()=>process.exit(0),e=>{process.stderr.write(`memory mcp: ${e?.stack??String(e)}
`),process.exit(1)});
