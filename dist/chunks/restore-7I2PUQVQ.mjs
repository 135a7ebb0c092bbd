#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-WLACF5B7.mjs";import"./chunk-JUM7GQVT.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import"./chunk-HSSBOQLM.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-IBTTIABN.mjs";import"./chunk-Y5H2NHHZ.mjs";import"./chunk-H2NQPAXL.mjs";import"./chunk-UIMKKHTH.mjs";import"./chunk-IA26JL7N.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-4DL3K2HL.mjs";import{c as p}from"./chunk-H5IPEQBQ.mjs";import"./chunk-XZXLSCUS.mjs";import"./chunk-D4ZU6YIV.mjs";import"./chunk-BJSSEU5O.mjs";import"./chunk-MDOE5WMD.mjs";import"./chunk-GSU6WGNX.mjs";import"./chunk-SQ2TCJTZ.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-BNYDCJHC.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-DHNHK4AC.mjs";import"./chunk-4H5RLCA7.mjs";import"./chunk-ATUJLAYW.mjs";import"./chunk-DRNHLEET.mjs";import"./chunk-XXHBG4I5.mjs";import"./chunk-KKKVXH2V.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-MCOS2X7J.mjs";import"./chunk-NT5LN4R6.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-MU7YC4H5.mjs";import"./chunk-PA7UMSCI.mjs";import"./chunk-WA4KJ5N2.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
