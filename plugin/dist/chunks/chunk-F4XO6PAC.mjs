#!/usr/bin/env node
import { createRequire as __memoryCreateRequire } from "node:module";
const require = __memoryCreateRequire(import.meta.url);
var t=["decision","learning","gotcha","breadcrumb","hub","artifact"],e=["project","local","global","enterprise","auto"],o=["ephemeral","decay","persistent"],s=["hard","soft"],n=["S1","S2","S3"],r=["high","medium","low"],c=["helped","neutral","hurt","unknown"],p=["invocation","manual_feedback"],a=["user","repo"],S=["decision","lesson","constraint","risk","fact"];export{t as a,e as b,o as c,s as d,n as e,r as f,c as g,p as h,a as i,S as j};
