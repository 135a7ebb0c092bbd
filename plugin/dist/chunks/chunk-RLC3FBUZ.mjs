#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
var _="0.1.0",n="d35433a95f6d61ddf3abaaffc46ca6e7";export{_ as a,n as b};
