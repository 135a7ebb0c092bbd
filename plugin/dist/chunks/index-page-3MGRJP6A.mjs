#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import"./chunk-F4YN7WPB.mjs";import{b as c}from"./chunk-MEJZO376.mjs";import"./chunk-GCQ3IT4S.mjs";import{b as i,c as m}from"./chunk-MMACRCAH.mjs";import{a as u}from"./chunk-7ZSPSNZH.mjs";import"./chunk-HDXDHVR3.mjs";import"./chunk-Q6KPXYFH.mjs";import"./chunk-Z2GSG6V2.mjs";import"./chunk-EQC47D5B.mjs";import"./chunk-TL2FTWA3.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-6MID24GH.mjs";import"./chunk-27QZF6X4.mjs";import"./chunk-5NHR43TE.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-6CCJL5BA.mjs";import"./chunk-27YOIQM4.mjs";import"./chunk-PKUT2GFR.mjs";import"./chunk-YLPHWQYM.mjs";import"./chunk-KU5WO6QT.mjs";import{d}from"./chunk-FGH5RACT.mjs";import"./chunk-L3DQACFX.mjs";import"./chunk-ZX6U4MQJ.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-MIFX4ZCQ.mjs";import"./chunk-DFAZ7BWF.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-IF5LXOV6.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-MUCINBJ2.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-G7EM37A7.mjs";import"./chunk-BV4PC74F.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-HGMQJ3PH.mjs";import{q as p}from"./chunk-EWTIBE6B.mjs";import"./chunk-VLGG2NQA.mjs";var j={name:"index-page",usage:`Usage: memory index-page [--scope <scope|all>] [--dry-run] [--format text|json]

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
