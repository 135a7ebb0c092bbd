#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{q as e}from"./chunk-ON4FK65K.mjs";import"./chunk-VLGG2NQA.mjs";var a={name:"mcp",usage:`Usage: memory mcp [--allow-destructive]

Runs the memory MCP server on stdin/stdout (for Claude Code, Claude Desktop,
Cursor, Codex and other MCP clients). Tools: search, read, save, link, list,
gotchas, health, feedback; resources memory://<scope>/<slug> and
memory://<scope>/INDEX. The project is CLAUDE_PROJECT_DIR, else the client's
first root, else the working directory.

Options:
  --allow-destructive  also offer the delete and repair tools
                       (or set MEMORY_MCP_ALLOW_DESTRUCTIVE=1)`,options:{"allow-destructive":{type:"boolean"}},async run({values:o,positionals:t}){if(t.length>0)throw new e("memory mcp takes no arguments. Run `memory mcp --help`.");let{serveStdio:r}=await import("./server-JJTO47BO.mjs");await r(o["allow-destructive"]?{allowDestructive:!0}:{})}};export{a as command};
