#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
var e=["decision","learning","gotcha","breadcrumb","hub","artifact"],t=["project","local","global","enterprise"];export{e as a,t as b};
