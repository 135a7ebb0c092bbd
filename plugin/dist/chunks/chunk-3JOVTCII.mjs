#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
var _="0.1.0",n="792a734286b2f6bbbc53c141f60b8373";export{_ as a,n as b};
