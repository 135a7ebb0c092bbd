#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as m,b as a,c as l,d as g,e as u}from"./chunk-AGAZMMMQ.mjs";import"./chunk-OIYBHYRD.mjs";import"./chunk-WYRQMUVM.mjs";import{b as S,c as y}from"./chunk-6DDDFCJB.mjs";import{a as k}from"./chunk-7ZSPSNZH.mjs";import"./chunk-EWXQEWD2.mjs";import"./chunk-QI7AOMXS.mjs";import"./chunk-QHU26LBW.mjs";import"./chunk-NAXZYVFY.mjs";import"./chunk-CKEBWPCU.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-BEAEBU4Y.mjs";import"./chunk-UOVPYIZC.mjs";import"./chunk-CO7E3R4N.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-CLE7BPTM.mjs";import"./chunk-KHB7NMYU.mjs";import"./chunk-ESPXVXXQ.mjs";import"./chunk-2MS6PUN5.mjs";import"./chunk-D3ONPYUY.mjs";import{f as c}from"./chunk-I55I7B6K.mjs";import"./chunk-2TIKFHZH.mjs";import"./chunk-UURTMX2N.mjs";import"./chunk-3XZB7ZCF.mjs";import"./chunk-B7D26C5M.mjs";import"./chunk-VYBYBLGY.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-7EC4ZU4C.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-3QFSW6IX.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-APR6BMEE.mjs";import"./chunk-2NAVIQ7Z.mjs";import"./chunk-U3YKERXC.mjs";import{o as p}from"./chunk-G4BZTF4Q.mjs";import{q as h}from"./chunk-ON4FK65K.mjs";import{a as r}from"./chunk-VLGG2NQA.mjs";var F={name:"suggest-links",usage:`Usage: memory suggest-links [<slug>] [--min-similarity <0-1>] [--limit <n>] [--format list|json]

Proposes links between memories that read alike but are not linked yet, in
every available scope: for <slug>, its best candidates (it is the source);
without a slug, the best pairs of the whole store (at most ${l}).

Similarity is the TF-IDF cosine of the memories' titles, tags and text (no
embeddings yet). It runs lower than an embedding similarity, so the default
threshold is ${m}, not the 0.6 of embeddings; raise it for fewer, closer matches.

Options:
  --min-similarity <x>  only pairs at least this similar, 0\u20131 (default ${m})
  --limit <n>           suggestions per memory (default ${a})
  --format list|json    output format (--json is short for --format json)`,options:{"min-similarity":{type:"string"},limit:{type:"string"},format:{type:"string"}},async run({values:i,positionals:t},{io:s,context:e}){let o=y(i,["list"],"list");if(t.length>1)throw new h("Give at most one slug: memory suggest-links [<slug>].");let n={};t[0]!==void 0&&(n.slug=t[0]);let d=S(i,"min-similarity");d!==void 0&&(n.minSimilarity=u($(d))),i.limit!==void 0&&(n.limit=c(i.limit,"--limit"));let f=await g(e(),n);if(o==="json")return k(s,f);s.out(E(f,n.slug))}};function $(i){return/^\s*(\d+(\.\d*)?|\.\d+)\s*$/.test(i)?Number(i):i}r($,"parseNumber");function E(i,t){if(i.suggestions.length===0)return`${t===void 0?"No link suggestions: no two unlinked memories are similar enough.":`No link suggestions for ${t}: no unlinked memory is similar enough.`}
Try a lower --min-similarity, or add tags and detail to the memories.
`;let s=[t===void 0?"Suggested links:":`Suggested links for ${t}:`,""];return i.suggestions.forEach((e,o)=>{s.push(`${o+1}. ${e.source} --[${e.proposedLabel}]--> ${e.target} (similarity: ${e.similarity.toFixed(2)})`,`   Rationale: ${e.rationale}`,"")}),i.total>i.suggestions.length&&s.push(`Showing ${i.suggestions.length} of ${p(i.total,"suggestion")}.`,""),s.push("Link one with: memory link <source> <target> --label <label>"),`${s.join(`
`)}
`}r(E,"renderSuggestions");export{F as command,E as renderSuggestions};
