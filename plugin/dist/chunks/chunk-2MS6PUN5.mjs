#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{f as o}from"./chunk-ON4FK65K.mjs";import{a as e}from"./chunk-VLGG2NQA.mjs";import{lstatSync as t,mkdirSync as n}from"node:fs";async function y(i){n(i,{recursive:!0});let r=t(i);if(r.isSymbolicLink()||!r.isDirectory())throw new o(`${i} is ${r.isSymbolicLink()?"a symbolic link":"not a directory"}; the memory plugin writes only into real directories of the store. Replace it with a directory.`,{path:i})}e(y,"ensureRealDirectory");export{y as a};
