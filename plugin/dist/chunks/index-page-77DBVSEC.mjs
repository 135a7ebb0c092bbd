#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import"./chunk-F4YN7WPB.mjs";import{b as c}from"./chunk-AET3XML6.mjs";import"./chunk-OIYBHYRD.mjs";import{b as i,c as m}from"./chunk-6DDDFCJB.mjs";import{a as u}from"./chunk-7ZSPSNZH.mjs";import"./chunk-EWXQEWD2.mjs";import"./chunk-QI7AOMXS.mjs";import"./chunk-QHU26LBW.mjs";import"./chunk-NAXZYVFY.mjs";import"./chunk-CKEBWPCU.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-BEAEBU4Y.mjs";import"./chunk-UOVPYIZC.mjs";import"./chunk-CO7E3R4N.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-CLE7BPTM.mjs";import"./chunk-KHB7NMYU.mjs";import"./chunk-ESPXVXXQ.mjs";import"./chunk-2MS6PUN5.mjs";import"./chunk-D3ONPYUY.mjs";import{d}from"./chunk-I55I7B6K.mjs";import"./chunk-2TIKFHZH.mjs";import"./chunk-UURTMX2N.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-B7D26C5M.mjs";import"./chunk-VYBYBLGY.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-7EC4ZU4C.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-3QFSW6IX.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-APR6BMEE.mjs";import"./chunk-2NAVIQ7Z.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-G4BZTF4Q.mjs";import{q as p}from"./chunk-ON4FK65K.mjs";import"./chunk-VLGG2NQA.mjs";var j={name:"index-page",usage:`Usage: memory index-page [--scope <scope|all>] [--dry-run] [--format text|json]

Writes INDEX.md at the root of each scope directory that has memories: the
memories grouped by hub and by type, as [Title](slug.md) links (GitHub) and
[[slug]] wikilinks (Obsidian, Foam). Generated: do not edit it by hand.

Options:
  --scope <scope|all>  project | local | global | enterprise | all (default: all)
  --dry-run            print the pages instead of writing them
  --format text|json   output format (--json is short for --format json)`,options:{scope:{type:"string"},"dry-run":{type:"boolean"},format:{type:"string"}},async run({values:r,positionals:n},{io:t,context:g}){let f=m(r,["text"],"text");if(n.length>0)throw new p(`memory index-page takes no arguments (got "${n.join(" ")}"); choose scopes with --scope.`);let o={},s=i(r,"scope");s!==void 0&&(o.scope=d(s)),r["dry-run"]===!0&&(o.dryRun=!0);let e=await c(g(),o);if(f==="json")return u(t,e);if(o.dryRun){for(let a of e.pages)t.out(`\u2500\u2500 ${a.path} (not written) \u2500\u2500
${a.content??""}
`);t.out(`${e.message}
`);return}t.out(`${e.pages.length>0?"\u2713 ":""}${e.message}
`)}};export{j as command};
