#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a,b,c,d,e,f,g,h}from"./chunk-SEUEYDNW.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-ON4FK65K.mjs";import"./chunk-VLGG2NQA.mjs";export{b as DEFAULT_EMBED_MODEL,a as DEFAULT_OLLAMA_HOST,c as EMBED_BATCH_SIZE,g as OllamaEmbedder,f as displayHost,d as embeddingSettings,e as normaliseHost,h as setupSentence};
