#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
var _="0.1.0",n="a045851fef163b41c2340bb3a2640552";export{_ as a,n as b};
