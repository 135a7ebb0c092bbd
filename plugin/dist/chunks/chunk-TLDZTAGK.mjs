#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
var _="0.1.0",n="5ee437e118fb0cb1c08f37f0ff6f26c0";export{_ as a,n as b};
