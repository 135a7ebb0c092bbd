#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a}from"./chunk-EWL556VE.mjs";import"./chunk-JDQN3YHD.mjs";import"./chunk-KMPL4GXC.mjs";import"./chunk-ZAON2K22.mjs";import"./chunk-OEE6PMBL.mjs";import"./chunk-EQGXQM5D.mjs";import"./chunk-SKHYSZ2Z.mjs";import"./chunk-CMV4MXEN.mjs";import"./chunk-BRMIEW6S.mjs";import"./chunk-BHZUVDPL.mjs";import"./chunk-L7NQBGOJ.mjs";import"./chunk-OOYGECB5.mjs";import"./chunk-TQJDVJUH.mjs";import"./chunk-J4BZ3NZ7.mjs";import"./chunk-4FDVIYRL.mjs";import"./chunk-OH4JJ45W.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";export{a as repairStore};
