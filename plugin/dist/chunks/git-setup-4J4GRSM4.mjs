#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import"./chunk-JKPVWPZ7.mjs";import{b as a}from"./chunk-6DDDFCJB.mjs";import{a as d}from"./chunk-7ZSPSNZH.mjs";import{e as m}from"./chunk-F4ZDOICZ.mjs";import"./chunk-KDFQAFRC.mjs";import"./chunk-ILDJBUYE.mjs";import"./chunk-KHB7NMYU.mjs";import"./chunk-ESPXVXXQ.mjs";import"./chunk-2MS6PUN5.mjs";import"./chunk-D3ONPYUY.mjs";import{c as g}from"./chunk-I55I7B6K.mjs";import"./chunk-2LTEOT5I.mjs";import"./chunk-7EC4ZU4C.mjs";import"./chunk-KTAX7CTQ.mjs";import"./chunk-RRFOSA5A.mjs";import"./chunk-MFKJJ5YV.mjs";import"./chunk-3QFSW6IX.mjs";import"./chunk-QH3N4KLB.mjs";import"./chunk-APR6BMEE.mjs";import"./chunk-2NAVIQ7Z.mjs";import"./chunk-U3YKERXC.mjs";import"./chunk-G4BZTF4Q.mjs";import{q as n}from"./chunk-ON4FK65K.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"git-setup",usage:`Usage: memory git-setup [--scope <scope>] [--driver <command>] [--remove]

Makes the scopes kept in git merge well: writes <scope>/.gitattributes (commit it:
memory files use the memory merge driver, logs merge as unions of lines), makes
sure .index/ (derived state) is ignored, and registers the merge driver in the
repository's config (once per clone: git never takes that config from a commit).
Without --scope: every scope in a git repository but the private local one.
--driver sets the command git runs (default: a short script that runs this CLI's
"merge-file %O %A %B %L %P", or \`memory\` on PATH, and falls back to git's own
text merge when neither can run). Memory commands register the driver on their own
where .gitattributes names it. --remove takes the driver out of the repository's
config and keeps memory commands from registering it again (run it before
uninstalling; the committed .gitattributes stays, and git then merges memory files
as plain text).`,options:{scope:{type:"string"},driver:{type:"string"},remove:{type:"boolean"}},async run({values:e,positionals:s},{io:t,context:p}){if(s.length>0)throw new n(`memory git-setup takes no arguments (got "${s.join(" ")}").`);let o=a(e,"driver");if(o&&e.remove)throw new n("Give --driver or --remove, not both.");let i=await m(p(),{...e.remove?{remove:!0}:{},...e.scope===void 0?{}:{scope:g(e.scope)},...o?{driverCommand:o}:{}});if(e.json)return d(t,i);if(t.out(`\u2713 ${i.message}
`),!e.remove)for(let r of i.scopes){let c=[r.repository?`repository ${r.repository}${r.ownRepository?" (its own: `memory sync` works on it)":""}`:"not in a git repository",r.indexIgnored?".index/ ignored":"\u26A0 .index/ NOT ignored",r.trackedDerived.length?`\u26A0 ${r.trackedDerived.length} derived files committed under .index/ (git rm -r --cached them)`:""].filter(Boolean);t.out(`  ${r.scope}: ${c.join("; ")}
`)}}};export{l as command};
