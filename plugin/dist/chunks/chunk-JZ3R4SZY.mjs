#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as t,b as n}from"./chunk-F4XO6PAC.mjs";import{a as r}from"./chunk-VLGG2NQA.mjs";function c(e){return typeof e=="string"&&t.includes(e)}r(c,"isMemoryType");function p(e){return typeof e=="string"&&n.includes(e)}r(p,"isScope");var o={lesson:"learning",constraint:"gotcha",risk:"gotcha",fact:"learning",problem:"gotcha",failed_tactic:"gotcha",solution:"learning",preference:"decision",change:"breadcrumb",task_residue:"breadcrumb",decision_residue:"decision",heuristic:"learning",fingerprint:"artifact",external_pointer:"artifact"};function g(e){return Object.hasOwn(o,e)?o[e]:void 0}r(g,"typeForForeignKind");export{c as a,p as b,o as c,g as d};
