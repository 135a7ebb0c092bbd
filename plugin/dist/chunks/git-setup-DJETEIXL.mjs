#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{c as g}from"./chunk-DPHAFY4H.mjs";import"./chunk-R5VKY4EI.mjs";import{b as m}from"./chunk-3WMF4QMG.mjs";import{a as d}from"./chunk-MAFWBILP.mjs";import{c as p}from"./chunk-USTYEH52.mjs";import"./chunk-GEXYDWR4.mjs";import"./chunk-DAWRAP6I.mjs";import"./chunk-5A5GEZZY.mjs";import"./chunk-D6XGZHYI.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-XMF4LERR.mjs";import"./chunk-32DS7XGM.mjs";import"./chunk-34UDZLXG.mjs";import"./chunk-RDLFL55N.mjs";import"./chunk-TZVF3BXT.mjs";import"./chunk-6JBRT6LW.mjs";import"./chunk-4JN4LNCU.mjs";import"./chunk-ISAZLUQO.mjs";import"./chunk-XS3B6OCC.mjs";import"./chunk-VDIJK45X.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-SXKWM6V3.mjs";import"./chunk-HGMQJ3PH.mjs";import{o as n}from"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";var v={name:"git-setup",usage:`Usage: memory git-setup [--scope <scope>] [--driver <command>]

Makes the scopes kept in git merge well: writes <scope>/.gitattributes (commit it:
memory files use the memory merge driver, logs merge as unions of lines), makes
sure .index/ (derived state) is ignored, and registers the merge driver in the
repository's config (once per clone: git never takes that config from a commit).
Without --scope: every scope in a git repository but the private local one.
--driver sets the command git runs (default: this CLI, "merge-file %O %A %B %L %P").`,options:{scope:{type:"string"},driver:{type:"string"}},async run({values:o,positionals:i},{io:r,context:c}){if(i.length>0)throw new n(`memory git-setup takes no arguments (got "${i.join(" ")}").`);let s=m(o,"driver"),t=await g(c(),{...o.scope===void 0?{}:{scope:p(o.scope)},...s?{driverCommand:s}:{}});if(o.json)return d(r,t);r.out(`\u2713 ${t.message}
`);for(let e of t.scopes){let a=[e.repository?`repository ${e.repository}${e.ownRepository?" (its own: `memory sync` works on it)":""}`:"not in a git repository",e.indexIgnored?".index/ ignored":"\u26A0 .index/ NOT ignored",e.trackedDerived.length?`\u26A0 ${e.trackedDerived.length} derived files committed under .index/ (git rm -r --cached them)`:""].filter(Boolean);r.out(`  ${e.scope}: ${a.join("; ")}
`)}}};export{v as command};
