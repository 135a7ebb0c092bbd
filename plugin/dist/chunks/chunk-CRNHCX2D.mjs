#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
var _="0.1.0",n="3f8417724976680c4f0be516fab46b77";export{_ as a,n as b};
