#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{c}from"./chunk-2QYM36IY.mjs";import"./chunk-24T7EU4K.mjs";import"./chunk-HWJFEZQM.mjs";import"./chunk-3X56GHSF.mjs";import"./chunk-54KPVVTA.mjs";import"./chunk-CUFKFJ6U.mjs";import"./chunk-DZRGZSIW.mjs";import"./chunk-UOYEOPF5.mjs";import"./chunk-OF7NA5I5.mjs";import{b as i,c as m}from"./chunk-A76LHT2G.mjs";import{a as u}from"./chunk-MAFWBILP.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-G4EWFUG4.mjs";import{d}from"./chunk-DCSFRS5W.mjs";import"./chunk-7FQAE74S.mjs";import"./chunk-7OTJVDKM.mjs";import"./chunk-Z5WYFUWA.mjs";import"./chunk-WRK72J74.mjs";import"./chunk-CUV2NIJU.mjs";import"./chunk-TVBAEF6S.mjs";import"./chunk-WZITHCZC.mjs";import"./chunk-6P5P2ROO.mjs";import"./chunk-AUXWLQBM.mjs";import"./chunk-JDOQOU7Q.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-IDLIGUIW.mjs";import"./chunk-7FZQGGKH.mjs";import"./chunk-UGNASA4F.mjs";import"./chunk-JZ3R4SZY.mjs";import"./chunk-BM6ECSB5.mjs";import"./chunk-5JOL2AI7.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-S4OU363N.mjs";import"./chunk-PWPMXMMV.mjs";import"./chunk-WTDDQN2Y.mjs";import"./chunk-SDXGDCDU.mjs";import"./chunk-VKIAXNWU.mjs";import"./chunk-4NQN4DTY.mjs";import"./chunk-CXWN6QRF.mjs";import"./chunk-VDIJK45X.mjs";import"./chunk-F4XO6PAC.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-DVPQRQ6R.mjs";import"./chunk-HGMQJ3PH.mjs";import{p}from"./chunk-5ZHENJ72.mjs";import"./chunk-VLGG2NQA.mjs";var j={name:"index-page",usage:`Usage: memory index-page [--scope <scope|all>] [--dry-run] [--format text|json]

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
