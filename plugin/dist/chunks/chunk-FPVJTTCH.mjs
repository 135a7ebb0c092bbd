#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
var _="0.1.0",n="1cb3c93fae5e6c27b76276a60cbcd585";export{_ as a,n as b};
