#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as r}from"./chunks/chunk-MIFEY4MU.mjs";import"./chunks/chunk-7H2OI7O4.mjs";import"./chunks/chunk-F7ITIHGT.mjs";import"./chunks/chunk-ZGKA7VOG.mjs";import"./chunks/chunk-RWJSQWBG.mjs";import"./chunks/chunk-QTFHKDQL.mjs";import"./chunks/chunk-BFFKI5PT.mjs";import"./chunks/chunk-6PCJGSP2.mjs";import"./chunks/chunk-NYC3YDUX.mjs";import"./chunks/chunk-AAJUIOGE.mjs";import"./chunks/chunk-4FRL3VM5.mjs";import"./chunks/chunk-PWCRVPDT.mjs";import"./chunks/chunk-IPKNS5ZK.mjs";import"./chunks/chunk-Y2KP4NCG.mjs";import"./chunks/chunk-LALGVN2I.mjs";import"./chunks/chunk-HGMQJ3PH.mjs";import"./chunks/chunk-6LUUS5EZ.mjs";import"./chunks/chunk-VLGG2NQA.mjs";r({...process.argv.includes("--allow-destructive")?{allowDestructive:!0}:{}}).then(()=>process.exit(0),e=>{process.stderr.write(`memory mcp: ${e?.stack??String(e)}
`),process.exit(1)});
