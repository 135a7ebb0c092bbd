import picomatch from "picomatch";
import vm from "node:vm";
const ctx = vm.createContext({});
for (const g of ["+(*)+(*)q", "*a*a*a*a*a*b", "src/**/*.ts", "**/test/**", "*.+(ts|tsx)", "!(foo)*.ts", "a/**/b/**/c/**/d/**/e", "**/a/**/a/**/a/**/a/**/b"]) {
  const re = picomatch.makeRe(g, { dot: true });
  const re2 = picomatch.makeRe(g, { dot: true, noextglob: true });
  console.log(g, re.source, "| noext:", re2.source);
  for (const s of ["a".repeat(30), "a".repeat(1000), "a/".repeat(500)]) {
    const t = Date.now();
    let r;
    try { ctx.re = re; ctx.s = s; r = vm.runInContext("re.test(s)", ctx, { timeout: 200 }); } catch (e) { r = e.code; }
    console.log("  ", s.length, r, Date.now() - t, "ms");
  }
}
let t = Date.now(); for (let i = 0; i < 100; i++) vm.createContext({}); console.log("ctx", (Date.now()-t)/100);
t = Date.now(); for (let i = 0; i < 1000; i++) { ctx.re=/a/; ctx.s="a"; vm.runInContext("re.test(s)", ctx, { timeout: 200 }); } console.log("run", (Date.now()-t)/1000);
