import picomatch from "picomatch";
import v8 from "node:v8";
if (process.argv[2]) v8.setFlagsFromString("--enable-experimental-regexp-engine-on-excessive-backtracks");
for (const g of ["+(*)+(*)q", "*a*a*a*a*a*b", "src/**/*.ts", "**/test/**", "*.+(ts|tsx)", "!(foo)*.ts", "a/**/b/**/c/**/d/**/e"]) {
  const re = picomatch.makeRe(g, { dot: true });
  console.log(g, re.source);
  for (const s of ["a".repeat(30), "a".repeat(5000), "a/".repeat(2000)]) {
    const t = Date.now();
    const r = re.test(s);
    console.log("  ", s.length, r, Date.now() - t, "ms");
  }
}
