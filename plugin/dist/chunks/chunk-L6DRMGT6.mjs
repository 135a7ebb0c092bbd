#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
var _="0.1.0",n="1fbdf97d198506b5a99107716cca52b6";export{_ as a,n as b};
