#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-CN3WENZC.mjs";import"./chunk-SVF6GLNO.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import"./chunk-HSSBOQLM.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-UBSLJZ2V.mjs";import"./chunk-LUJJQ35N.mjs";import"./chunk-H2NQPAXL.mjs";import"./chunk-DZG62FPJ.mjs";import"./chunk-WP5ZNCPM.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-4DL3K2HL.mjs";import{c as p}from"./chunk-H5IPEQBQ.mjs";import"./chunk-HVNPMV3M.mjs";import"./chunk-3T7NOWI7.mjs";import"./chunk-6WCALQYJ.mjs";import"./chunk-T5XQYG6X.mjs";import"./chunk-ZTKXFF6Q.mjs";import"./chunk-TDHYMGAT.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-MDFKAJPH.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-BA7OFQ3L.mjs";import"./chunk-4H5RLCA7.mjs";import"./chunk-ATUJLAYW.mjs";import"./chunk-DAEQYJTF.mjs";import"./chunk-RAQZBZZW.mjs";import"./chunk-KUI7M5GY.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-L2BQ6WSW.mjs";import"./chunk-V6SHS4FV.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-MU7YC4H5.mjs";import"./chunk-PA7UMSCI.mjs";import"./chunk-WA4KJ5N2.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
