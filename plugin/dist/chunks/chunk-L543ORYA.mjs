#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
var _="0.1.0",n="66b7178cf3819fd8e8a1f22b7ab41ed4";export{_ as a,n as b};
