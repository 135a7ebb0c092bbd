#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import"./chunk-XFHGK2UA.mjs";import{a as f}from"./chunk-MAFWBILP.mjs";import{a as l}from"./chunk-MUNIU6SC.mjs";import"./chunk-X2ABGYI2.mjs";import"./chunk-Y2VCBMOJ.mjs";import"./chunk-W4CB4J74.mjs";import{c as i}from"./chunk-7ODMUU6Q.mjs";import"./chunk-XTV2BRAK.mjs";import"./chunk-LMNJIIKL.mjs";import"./chunk-K5G4FB77.mjs";import"./chunk-H3ABGOZ4.mjs";import"./chunk-B44UXK5B.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-5DA2FAIN.mjs";import{a as c}from"./chunk-QB5MMPBE.mjs";import"./chunk-LCEG6POQ.mjs";import"./chunk-4H5RLCA7.mjs";import"./chunk-N3COVPHN.mjs";import"./chunk-OWKFDOO7.mjs";import"./chunk-NIRZVNJQ.mjs";import"./chunk-GCJNJ2DL.mjs";import"./chunk-AAJUIOGE.mjs";import"./chunk-36UJXL5L.mjs";import"./chunk-5QI4KMLM.mjs";import"./chunk-SVMV2OEQ.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-34PD7YQL.mjs";import"./chunk-PA7UMSCI.mjs";import"./chunk-Y2KP4NCG.mjs";import"./chunk-LALGVN2I.mjs";import"./chunk-HGMQJ3PH.mjs";import{n as m}from"./chunk-UHTTBMNS.mjs";import{a as t}from"./chunk-VLGG2NQA.mjs";var P={name:"delete",usage:`Usage: memory delete <slug> [--scope <scope>] [--force]

Deletes a memory file. Asks for confirmation on a terminal; elsewhere --force is required.`,options:{scope:{type:"string"},force:{type:"boolean",short:"f"}},async run({values:e,positionals:o},{io:r,context:p}){let[n,...d]=o;if(!n||d.length>0)throw new m("Give exactly one slug: memory delete <slug>.");let a=r.stdinIsTTY&&!e.json?g=>u(r,g):void 0,s=await l(p(),{slug:n,force:e.force===!0,...e.scope===void 0?{}:{scope:i(e.scope)}},a);if(e.json)return f(r,s);r.out(`✓ ${s.message}
  Edges removed: ${s.edgesRemoved}
  Scope: ${s.scope}
`)}};function u(e,o){let r=[`⚠ Delete memory: ${o.slug} [${o.scope}]`,"  This will remove:",`  - Memory file: ${o.filePath}`];return o.edges>0&&r.push(`  - ${c(o.edges,"graph edge")}`),o.hasEmbedding&&r.push("  - Embedding cache"),e.err(`${r.join(`
`)}

`),e.confirm("  Are you sure? (y/N): ")}t(u,"askToDelete");export{P as command};
