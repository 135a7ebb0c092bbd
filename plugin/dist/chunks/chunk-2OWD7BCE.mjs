#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
var _="0.1.0",n="1322ae50efe652ff551d6c535457a461";export{_ as a,n as b};
