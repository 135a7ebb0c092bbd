#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as m,b as y,c as S,d as c,e as k}from"./chunk-4CAIRQWV.mjs";import"./chunk-24T7EU4K.mjs";import"./chunk-HWJFEZQM.mjs";import"./chunk-3X56GHSF.mjs";import"./chunk-54KPVVTA.mjs";import"./chunk-CUFKFJ6U.mjs";import"./chunk-DZRGZSIW.mjs";import"./chunk-UOYEOPF5.mjs";import"./chunk-OF7NA5I5.mjs";import"./chunk-WYRQMUVM.mjs";import{b as u,c as d}from"./chunk-A76LHT2G.mjs";import{a as p}from"./chunk-MAFWBILP.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-D2FGFZZF.mjs";import"./chunk-G4EWFUG4.mjs";import"./chunk-NCKMILBB.mjs";import{a as h}from"./chunk-QB5MMPBE.mjs";import{f}from"./chunk-DCSFRS5W.mjs";import"./chunk-7FQAE74S.mjs";import"./chunk-7OTJVDKM.mjs";import"./chunk-Z5WYFUWA.mjs";import"./chunk-WRK72J74.mjs";import"./chunk-CUV2NIJU.mjs";import"./chunk-TVBAEF6S.mjs";import"./chunk-WZITHCZC.mjs";import"./chunk-6P5P2ROO.mjs";import"./chunk-AUXWLQBM.mjs";import"./chunk-JDOQOU7Q.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-IDLIGUIW.mjs";import"./chunk-7FZQGGKH.mjs";import"./chunk-UGNASA4F.mjs";import"./chunk-JZ3R4SZY.mjs";import"./chunk-BM6ECSB5.mjs";import"./chunk-5JOL2AI7.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-S4OU363N.mjs";import"./chunk-PWPMXMMV.mjs";import"./chunk-WTDDQN2Y.mjs";import"./chunk-SDXGDCDU.mjs";import"./chunk-VKIAXNWU.mjs";import"./chunk-4NQN4DTY.mjs";import"./chunk-CXWN6QRF.mjs";import"./chunk-VDIJK45X.mjs";import"./chunk-F4XO6PAC.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-DVPQRQ6R.mjs";import"./chunk-HGMQJ3PH.mjs";import{p as g}from"./chunk-5ZHENJ72.mjs";import{a as r}from"./chunk-VLGG2NQA.mjs";var F={name:"suggest-links",usage:`Usage: memory suggest-links [<slug>] [--min-similarity <0-1>] [--limit <n>] [--format list|json]

Proposes links between memories that read alike but are not linked yet, in
every available scope: for <slug>, its best candidates (it is the source);
without a slug, the best pairs of the whole store (at most ${S}).

Similarity is the TF-IDF cosine of the memories' titles, tags and text (no
embeddings yet). It runs lower than an embedding similarity, so the default
threshold is ${m}, not the 0.6 of embeddings; raise it for fewer, closer matches.

Options:
  --min-similarity <x>  only pairs at least this similar, 0\u20131 (default ${m})
  --limit <n>           suggestions per memory (default ${y})
  --format list|json    output format (--json is short for --format json)`,options:{"min-similarity":{type:"string"},limit:{type:"string"},format:{type:"string"}},async run({values:t,positionals:i},{io:s,context:e}){let o=d(t,["list"],"list");if(i.length>1)throw new g("Give at most one slug: memory suggest-links [<slug>].");let n={};i[0]!==void 0&&(n.slug=i[0]);let a=u(t,"min-similarity");a!==void 0&&(n.minSimilarity=k($(a))),t.limit!==void 0&&(n.limit=f(t.limit,"--limit"));let l=await c(e(),n);if(o==="json")return p(s,l);s.out(b(l,n.slug))}};function $(t){return/^\s*(\d+(\.\d*)?|\.\d+)\s*$/.test(t)?Number(t):t}r($,"parseNumber");function b(t,i){if(t.suggestions.length===0)return`${i===void 0?"No link suggestions: no two unlinked memories are similar enough.":`No link suggestions for ${i}: no unlinked memory is similar enough.`}
Try a lower --min-similarity, or add tags and detail to the memories.
`;let s=[i===void 0?"Suggested links:":`Suggested links for ${i}:`,""];return t.suggestions.forEach((e,o)=>{s.push(`${o+1}. ${e.source} --[${e.proposedLabel}]--> ${e.target} (similarity: ${e.similarity.toFixed(2)})`,`   Rationale: ${e.rationale}`,"")}),t.total>t.suggestions.length&&s.push(`Showing ${t.suggestions.length} of ${h(t.total,"suggestion")}.`,""),s.push("Link one with: memory link <source> <target> --label <label>"),`${s.join(`
`)}
`}r(b,"renderSuggestions");export{F as command,b as renderSuggestions};
