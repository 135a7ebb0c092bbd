#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
import{b as n,e as p}from"./chunk-BEAEBU4Y.mjs";import{f as a}from"./chunk-ON4FK65K.mjs";import{a as r}from"./chunk-VLGG2NQA.mjs";async function l(s,e,c,t="events"){try{return await p(e.root,t,c),!0}catch(o){if(!(o instanceof a))throw o;return s.warn({scope:e.scope,filePath:n(e.root,t),message:`the change was saved, but its event could not be logged (${o.message.replace(/\.$/,"")}). Do not retry the command; \`memory validate\` checks the logs.`}),!1}}r(l,"appendEventsAfterCommit");export{l as a};
