#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{c as i}from"./chunk-UR5CXWY4.mjs";import{a as d}from"./chunk-W7ST3QBZ.mjs";import{a as n}from"./chunk-6BNIUO6J.mjs";import{b as c}from"./chunk-TJVYQMWF.mjs";import{a as m}from"./chunk-MAFWBILP.mjs";import"./chunk-ZTRFZUP7.mjs";import"./chunk-Z6IV6TAB.mjs";import{n as a}from"./chunk-VKPNIXGU.mjs";import{a as p}from"./chunk-VLGG2NQA.mjs";var M={name:"read",usage:`Usage: memory read <slug> [--scope <scope>] [--format markdown|json]

Shows one memory. Without --scope, looks in local, project, global, then enterprise.`,options:{scope:{type:"string"},format:{type:"string"}},async run({values:o,positionals:t},{io:e,context:u}){let f=i(o,["markdown"],"markdown"),[r,...g]=t;if(!r||g.length>0)throw new a("Give exactly one slug: memory read <slug>.");let s=await d(u(),{slug:r,...o.scope===void 0?{}:{scope:c(o.scope)}});if(f==="json")return m(e,s);e.out(l(s.memory))}};function l(o){let t=[n,`${o.slug} [${o.scope}]`,n];/^#\s/.test(o.content)||t.push(`Title: ${o.title}`),t.push(`Type: ${o.type}`,`Tags: ${o.tags.join(", ")||"(none)"}`,`Created: ${o.created}`,`Updated: ${o.updated}`),t.push(`Links: ${o.links.join(", ")||"(none)"}`);let e=o.frontmatter?.paths;return Array.isArray(e)&&e.length>0&&t.push(`Paths: ${e.join(", ")}`),t.push(n,"",o.content,""),`${t.join(`
`)}
`}p(l,"renderMemory");export{M as command,l as renderMemory};
