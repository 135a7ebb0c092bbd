#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as r}from"./chunks/chunk-C7NOPP5B.mjs";import"./chunks/chunk-IKUANZNX.mjs";import"./chunks/chunk-7ACNNWBQ.mjs";import"./chunks/chunk-JXR6IMUX.mjs";import"./chunks/chunk-ZGKA7VOG.mjs";import"./chunks/chunk-FA6I3AUV.mjs";import"./chunks/chunk-2GZHLEZP.mjs";import"./chunks/chunk-L7IXB44H.mjs";import"./chunks/chunk-HSC4KUTQ.mjs";import"./chunks/chunk-W2JO5FTH.mjs";import"./chunks/chunk-LSWSUO6D.mjs";import"./chunks/chunk-36UJXL5L.mjs";import"./chunks/chunk-X2VB24ZT.mjs";import"./chunks/chunk-Y2KP4NCG.mjs";import"./chunks/chunk-LALGVN2I.mjs";import"./chunks/chunk-HGMQJ3PH.mjs";import"./chunks/chunk-UHTTBMNS.mjs";import"./chunks/chunk-VLGG2NQA.mjs";r({...process.argv.includes("--allow-destructive")?{allowDestructive:!0}:{}}).then(()=>process.exit(0),e=>{process.stderr.write(`memory mcp: ${e?.stack??String(e)}
`),process.exit(1)});
