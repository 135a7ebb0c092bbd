#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{c}from"./chunk-SJ3CG2VI.mjs";import"./chunk-FA7BUB6S.mjs";import"./chunk-JMX7FN6Z.mjs";import"./chunk-44CERB5L.mjs";import"./chunk-VFLVZ42U.mjs";import"./chunk-BESDOLAK.mjs";import"./chunk-LH4CZ6JF.mjs";import"./chunk-VD7WT4YR.mjs";import"./chunk-5CMOENEK.mjs";import{b as i,c as m}from"./chunk-3WMF4QMG.mjs";import{a as u}from"./chunk-MAFWBILP.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-UBQV3NO5.mjs";import{d}from"./chunk-USTYEH52.mjs";import"./chunk-7FQAE74S.mjs";import"./chunk-5A5GEZZY.mjs";import"./chunk-BANQOJJW.mjs";import"./chunk-WRK72J74.mjs";import"./chunk-MIYW2KFO.mjs";import"./chunk-AA5IAP55.mjs";import"./chunk-D6XGZHYI.mjs";import"./chunk-KLMN6IUR.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-X6OK6MUJ.mjs";import"./chunk-7FZQGGKH.mjs";import"./chunk-XMF4LERR.mjs";import"./chunk-WLFWOQ5L.mjs";import"./chunk-4TO45CQJ.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-32DS7XGM.mjs";import"./chunk-34UDZLXG.mjs";import"./chunk-U7GJJHSQ.mjs";import"./chunk-RDLFL55N.mjs";import"./chunk-TZVF3BXT.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-4JN4LNCU.mjs";import"./chunk-ISAZLUQO.mjs";import"./chunk-XS3B6OCC.mjs";import"./chunk-VDIJK45X.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-SXKWM6V3.mjs";import"./chunk-HGMQJ3PH.mjs";import{o as p}from"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";var j={name:"index-page",usage:`Usage: memory index-page [--scope <scope|all>] [--dry-run] [--format text|json]

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
