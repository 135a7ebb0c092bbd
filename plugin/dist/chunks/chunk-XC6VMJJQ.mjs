#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
var _="0.1.0",n="1534065bb7331fcd8e69c21229fb3236";export{_ as a,n as b};
