#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as r,b as i}from"./chunk-XCVWJHO3.mjs";import{a as n}from"./chunk-VLGG2NQA.mjs";function c(e){return typeof e=="string"&&r.includes(e)}n(c,"isMemoryType");function s(e){return typeof e=="string"&&i.includes(e)}n(s,"isScope");var t={lesson:"learning",constraint:"gotcha",risk:"gotcha",fact:"learning",problem:"gotcha",failed_tactic:"gotcha",solution:"learning",preference:"decision",change:"breadcrumb",task_residue:"breadcrumb",decision_residue:"decision",heuristic:"learning",fingerprint:"artifact",external_pointer:"artifact"};function a(e){return Object.hasOwn(t,e)?t[e]:void 0}n(a,"typeForForeignKind");export{c as a,s as b,t as c,a as d};
