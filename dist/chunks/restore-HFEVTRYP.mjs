#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-OAUKQU46.mjs";import"./chunk-2DTTOSHV.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import"./chunk-PQQNCNC3.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-NE5VSKFV.mjs";import"./chunk-RHR7BLI5.mjs";import"./chunk-L76VZDGH.mjs";import"./chunk-BSU4XMG5.mjs";import"./chunk-5CLK2JG2.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-4DL3K2HL.mjs";import{c as p}from"./chunk-7ODMUU6Q.mjs";import"./chunk-VIERHRV6.mjs";import"./chunk-FA6I3AUV.mjs";import"./chunk-2GZHLEZP.mjs";import"./chunk-334IOZUZ.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-VSGBPT6K.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-HERGAW6M.mjs";import"./chunk-HVNIJGQF.mjs";import"./chunk-L7IXB44H.mjs";import"./chunk-HSC4KUTQ.mjs";import"./chunk-W2JO5FTH.mjs";import"./chunk-LSWSUO6D.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-X2VB24ZT.mjs";import"./chunk-HDUZFAIR.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
