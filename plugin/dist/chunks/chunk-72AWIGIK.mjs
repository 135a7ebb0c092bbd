#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
var _="0.1.0",n="953330cd9b9966334e724d7ed7f0477d";export{_ as a,n as b};
