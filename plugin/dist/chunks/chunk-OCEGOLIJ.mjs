#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
var _="0.1.0",n="7192a5e1987a185d28cc371fced55225";export{_ as a,n as b};
