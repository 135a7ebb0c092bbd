#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{c}from"./chunk-PTYU223U.mjs";import"./chunk-D5ZQYOKW.mjs";import"./chunk-W4XY3EGZ.mjs";import"./chunk-M2J2RWPA.mjs";import"./chunk-TMWMLHCB.mjs";import"./chunk-FGD55OQY.mjs";import"./chunk-M66GOCKU.mjs";import{b as i,c as m}from"./chunk-FH472LVS.mjs";import{a as u}from"./chunk-MAFWBILP.mjs";import{d}from"./chunk-H5IPEQBQ.mjs";import"./chunk-6XBD6LCY.mjs";import"./chunk-ORTFXDUK.mjs";import"./chunk-RAQZBZZW.mjs";import"./chunk-4DJ3HHNK.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-6CW5DM5V.mjs";import"./chunk-BIIEZGQA.mjs";import"./chunk-O2IL6WOL.mjs";import"./chunk-ZTKXFF6Q.mjs";import"./chunk-KUI7M5GY.mjs";import"./chunk-V6SHS4FV.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-MU7YC4H5.mjs";import"./chunk-WA4KJ5N2.mjs";import"./chunk-NRUA24EI.mjs";import"./chunk-4H5RLCA7.mjs";import"./chunk-U7GJJHSQ.mjs";import"./chunk-7YP4MJ56.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-PA7UMSCI.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-WHRV6M5Y.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-YDUEG7HK.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-L2BQ6WSW.mjs";import"./chunk-HGMQJ3PH.mjs";import{n as p}from"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var j={name:"index-page",usage:`Usage: memory index-page [--scope <scope|all>] [--dry-run] [--format text|json]

Writes INDEX.md at the root of each scope directory that has memories: the
memories grouped by hub and by type, as [Title](slug.md) links (GitHub) and
[[slug]] wikilinks (Obsidian, Foam). Generated: do not edit it by hand.

Options:
  --scope <scope|all>  project | local | global | enterprise | all (default: all)
  --dry-run            print the pages instead of writing them
  --format text|json   output format (--json is short for --format json)`,options:{scope:{type:"string"},"dry-run":{type:"boolean"},format:{type:"string"}},async run({values:r,positionals:n},{io:t,context:g}){let f=m(r,["text"],"text");if(n.length>0)throw new p(`memory index-page takes no arguments (got "${n.join(" ")}"); choose scopes with --scope.`);let o={},s=i(r,"scope");s!==void 0&&(o.scope=d(s)),r["dry-run"]===!0&&(o.dryRun=!0);let e=await c(g(),o);if(f==="json")return u(t,e);if(o.dryRun){for(let a of e.pages)t.out(`── ${a.path} (not written) ──
${a.content??""}
`);t.out(`${e.message}
`);return}t.out(`${e.pages.length>0?"✓ ":""}${e.message}
`)}};export{j as command};
