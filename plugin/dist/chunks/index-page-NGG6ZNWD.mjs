#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import"./chunk-F4YN7WPB.mjs";import{b as c}from"./chunk-ARUVU7FY.mjs";import"./chunk-PISQNZTX.mjs";import{b as i,c as m}from"./chunk-P3SIH4OK.mjs";import{a as u}from"./chunk-7ZSPSNZH.mjs";import"./chunk-6DQXSLIO.mjs";import"./chunk-Z3BEPOQX.mjs";import"./chunk-UB7UOWNJ.mjs";import"./chunk-FOZD7QYB.mjs";import"./chunk-I6WRWC2Y.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-TW6MMP7P.mjs";import"./chunk-AY4PY7JQ.mjs";import"./chunk-DAFG7VA2.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-PLFYD5YR.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-GSIQYLK2.mjs";import"./chunk-AJWPA6IA.mjs";import"./chunk-EQ4U3AA3.mjs";import{d}from"./chunk-ZXZDM77Y.mjs";import"./chunk-3OSH66XP.mjs";import"./chunk-X43ZWP6H.mjs";import"./chunk-2FIUEKK5.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-5733G4L6.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-N7PEESG3.mjs";import"./chunk-NMDXLS3I.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-IHPE4AOD.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-MVQ7AGJP.mjs";import"./chunk-WEWJEV4Q.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-HGMQJ3PH.mjs";import{p}from"./chunk-PSXJPFSG.mjs";import"./chunk-VLGG2NQA.mjs";var j={name:"index-page",usage:`Usage: memory index-page [--scope <scope|all>] [--dry-run] [--format text|json]

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
