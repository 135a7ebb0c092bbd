#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-5N2MIAQ5.mjs";import"./chunk-N5FP6GN3.mjs";import{b as a,c as m}from"./chunk-FH472LVS.mjs";import"./chunk-V5EH3KPZ.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import"./chunk-Y2VCBMOJ.mjs";import"./chunk-VEPGFYAT.mjs";import"./chunk-H2NQPAXL.mjs";import"./chunk-7HIIYWTK.mjs";import"./chunk-GT5LBBJS.mjs";import"./chunk-NCKMILBB.mjs";import"./chunk-4DL3K2HL.mjs";import{c as p}from"./chunk-7ODMUU6Q.mjs";import"./chunk-XTV2BRAK.mjs";import"./chunk-LMNJIIKL.mjs";import"./chunk-K5G4FB77.mjs";import"./chunk-HKW4EOHU.mjs";import"./chunk-H3ABGOZ4.mjs";import"./chunk-B44UXK5B.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-5DA2FAIN.mjs";import"./chunk-QB5MMPBE.mjs";import"./chunk-LCEG6POQ.mjs";import"./chunk-4H5RLCA7.mjs";import"./chunk-N3COVPHN.mjs";import"./chunk-OWKFDOO7.mjs";import"./chunk-NIRZVNJQ.mjs";import"./chunk-GCJNJ2DL.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-5QI4KMLM.mjs";import"./chunk-SVMV2OEQ.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-PA7UMSCI.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-UHTTBMNS.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
