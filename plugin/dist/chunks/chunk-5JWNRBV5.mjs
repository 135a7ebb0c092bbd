#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
var _="0.1.0",n="b927de53fc86d3152bf3c633d6ba9bce";export{_ as a,n as b};
