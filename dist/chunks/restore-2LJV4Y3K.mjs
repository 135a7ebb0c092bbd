#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as c}from"./chunk-ZQRBECEQ.mjs";import"./chunk-CLFWNO6Q.mjs";import"./chunk-KTUCMBZX.mjs";import"./chunk-LFF3QSOW.mjs";import"./chunk-M7FVP2PE.mjs";import"./chunk-R7553S3X.mjs";import"./chunk-QQ3IGBE7.mjs";import"./chunk-QYUXNWLI.mjs";import"./chunk-7SEXPJUI.mjs";import{b as a,c as m}from"./chunk-3WMF4QMG.mjs";import{a as i}from"./chunk-MAFWBILP.mjs";import{c as p}from"./chunk-7QDHGP54.mjs";import"./chunk-KIVZELXB.mjs";import"./chunk-CGLYODW6.mjs";import"./chunk-ORTFXDUK.mjs";import"./chunk-SXJXMAQO.mjs";import"./chunk-G4IGB2FV.mjs";import"./chunk-YZB2CSNA.mjs";import"./chunk-CKDBIW6R.mjs";import"./chunk-BIIEZGQA.mjs";import"./chunk-FU5CEYAK.mjs";import"./chunk-NGLONBMQ.mjs";import"./chunk-OXG6N7GZ.mjs";import"./chunk-T6T4A6V4.mjs";import"./chunk-CQDWBWZR.mjs";import"./chunk-MU7YC4H5.mjs";import"./chunk-WA4KJ5N2.mjs";import"./chunk-PJF4HTDH.mjs";import"./chunk-4H5RLCA7.mjs";import"./chunk-KB5ABA3M.mjs";import"./chunk-OGD4WM7X.mjs";import"./chunk-5QULY22S.mjs";import"./chunk-XCVWJHO3.mjs";import"./chunk-MNP5FWXM.mjs";import"./chunk-RNS7AKDE.mjs";import"./chunk-QYQKW2JP.mjs";import"./chunk-WDCVASYL.mjs";import"./chunk-YDUEG7HK.mjs";import"./chunk-4FRL3VM5.mjs";import"./chunk-Z6A7T4VX.mjs";import"./chunk-IMFYBHWX.mjs";import"./chunk-HGMQJ3PH.mjs";import"./chunk-6LUUS5EZ.mjs";import"./chunk-VLGG2NQA.mjs";var l={name:"restore",usage:`Usage: memory restore <slug>... [--scope <scope>] [--json]
       memory restore --event <decay event id> [--scope <scope>]

Reverses \`memory decay\`: removes the \`decayed\` line (the file is again byte
for byte what it was) and appends a restore event naming the decay event it
reverses to <scope>/log/decay.jsonl. --event restores every memory that decay
run marked and that is still decayed.`,options:{event:{type:"string"},scope:{type:"string"},format:{type:"string"}},async run({values:e,positionals:d},{io:s,context:y}){let g=m(e,["report"],"report"),r=a(e,"event"),o=await c(y(),{slugs:d,...r===void 0?{}:{event:r},...e.scope===void 0?{}:{scope:p(e.scope)}});if(g==="json")return i(s,o);let n=o.restored.map(t=>`✓ Restored ${t.slug} [${t.scope}]${t.restores?` (decayed by ${t.restores})`:""}`);o.restored.length===0&&n.push(o.message),s.out(`${n.join(`
`)}
`)}};export{l as command};
