#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
var _="0.1.0",n="0314ff78e5b66154fc1504d071b46dd4";export{_ as a,n as b};
