#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{a as m,b as y,c as S,d as c,e as k}from"./chunk-5LJLHXKN.mjs";import"./chunk-K6MC5VDK.mjs";import"./chunk-WYRQMUVM.mjs";import{b as d,c as f}from"./chunk-RC5VIZME.mjs";import{a as p}from"./chunk-7ZSPSNZH.mjs";import"./chunk-JNL5YDN5.mjs";import"./chunk-H3N4QEQQ.mjs";import"./chunk-FTYBRXKJ.mjs";import"./chunk-HYJ6JXA3.mjs";import"./chunk-62UPXWAQ.mjs";import"./chunk-4OIYKSVB.mjs";import"./chunk-CQ7UVNIG.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-CQUPK44S.mjs";import{f as h}from"./chunk-NTGTSLNQ.mjs";import"./chunk-NG7P76JT.mjs";import"./chunk-PVZB6656.mjs";import"./chunk-MOHLSROD.mjs";import"./chunk-GKDS5LMF.mjs";import"./chunk-S2I6DUSA.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-UU5NRW7D.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-AJWPA6IA.mjs";import"./chunk-KX56QUR2.mjs";import"./chunk-4YUE626Z.mjs";import"./chunk-4X5AFK2W.mjs";import"./chunk-2PDNMOQM.mjs";import"./chunk-PSV3OKGN.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-JJSYAR6P.mjs";import"./chunk-CFPHARAC.mjs";import{n as u}from"./chunk-5KIT55BP.mjs";import"./chunk-WEYFQZWI.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-MS2ZGZUU.mjs";import"./chunk-HGMQJ3PH.mjs";import{p as g}from"./chunk-PSXJPFSG.mjs";import{a as r}from"./chunk-VLGG2NQA.mjs";var F={name:"suggest-links",usage:`Usage: memory suggest-links [<slug>] [--min-similarity <0-1>] [--limit <n>] [--format list|json]

Proposes links between memories that read alike but are not linked yet, in
every available scope: for <slug>, its best candidates (it is the source);
without a slug, the best pairs of the whole store (at most ${S}).

Similarity is the TF-IDF cosine of the memories' titles, tags and text (no
embeddings yet). It runs lower than an embedding similarity, so the default
threshold is ${m}, not the 0.6 of embeddings; raise it for fewer, closer matches.

Options:
  --min-similarity <x>  only pairs at least this similar, 0\u20131 (default ${m})
  --limit <n>           suggestions per memory (default ${y})
  --format list|json    output format (--json is short for --format json)`,options:{"min-similarity":{type:"string"},limit:{type:"string"},format:{type:"string"}},async run({values:t,positionals:i},{io:s,context:e}){let o=f(t,["list"],"list");if(i.length>1)throw new g("Give at most one slug: memory suggest-links [<slug>].");let n={};i[0]!==void 0&&(n.slug=i[0]);let a=d(t,"min-similarity");a!==void 0&&(n.minSimilarity=k($(a))),t.limit!==void 0&&(n.limit=h(t.limit,"--limit"));let l=await c(e(),n);if(o==="json")return p(s,l);s.out(b(l,n.slug))}};function $(t){return/^\s*(\d+(\.\d*)?|\.\d+)\s*$/.test(t)?Number(t):t}r($,"parseNumber");function b(t,i){if(t.suggestions.length===0)return`${i===void 0?"No link suggestions: no two unlinked memories are similar enough.":`No link suggestions for ${i}: no unlinked memory is similar enough.`}
Try a lower --min-similarity, or add tags and detail to the memories.
`;let s=[i===void 0?"Suggested links:":`Suggested links for ${i}:`,""];return t.suggestions.forEach((e,o)=>{s.push(`${o+1}. ${e.source} --[${e.proposedLabel}]--> ${e.target} (similarity: ${e.similarity.toFixed(2)})`,`   Rationale: ${e.rationale}`,"")}),t.total>t.suggestions.length&&s.push(`Showing ${t.suggestions.length} of ${u(t.total,"suggestion")}.`,""),s.push("Link one with: memory link <source> <target> --label <label>"),`${s.join(`
`)}
`}r(b,"renderSuggestions");export{F as command,b as renderSuggestions};
