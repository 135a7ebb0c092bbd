#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as r}from"./chunks/chunk-6ROFZX4B.mjs";import"./chunks/chunk-IAHYXBGQ.mjs";import"./chunks/chunk-KNSUTJFV.mjs";import"./chunks/chunk-W4CB4J74.mjs";import"./chunks/chunk-ZGKA7VOG.mjs";import"./chunks/chunk-K5G4FB77.mjs";import"./chunks/chunk-S3X4PG2V.mjs";import"./chunks/chunk-OWA5JGXR.mjs";import"./chunks/chunk-NIRZVNJQ.mjs";import"./chunks/chunk-GCJNJ2DL.mjs";import"./chunks/chunk-AAJUIOGE.mjs";import"./chunks/chunk-36UJXL5L.mjs";import"./chunks/chunk-5QI4KMLM.mjs";import"./chunks/chunk-Y2KP4NCG.mjs";import"./chunks/chunk-LALGVN2I.mjs";import"./chunks/chunk-HGMQJ3PH.mjs";import"./chunks/chunk-UHTTBMNS.mjs";import"./chunks/chunk-VLGG2NQA.mjs";r({...process.argv.includes("--allow-destructive")?{allowDestructive:!0}:{}}).then(()=>process.exit(0),e=>{process.stderr.write(`memory mcp: ${e?.stack??String(e)}
`),process.exit(1)});
