#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
var _="0.1.0",n="3c44bde65b4c599c7740a48589607272";export{_ as a,n as b};
