import { readdirSync, readFileSync } from "node:fs";
import { secretRules, findSecrets } from "../src/core/secrets.js";
const dir = process.argv[2]!;
const texts = readdirSync(dir)
  .filter((f) => f.endsWith(".md"))
  .map((f) => readFileSync(`${dir}/${f}`, "utf8"));
const rules = secretRules();
let t0 = performance.now();
for (const t of texts) findSecrets(t + " ");
console.log("whole scan ms", (performance.now() - t0).toFixed(1), "files", texts.length);
t0 = performance.now();
for (const t of texts) findSecrets(t + "  ");
console.log("whole scan warm ms", (performance.now() - t0).toFixed(1));
const rows = rules.map((rule, i) => {
  let hint = 0,
    apply = 0,
    hits = 0;
  for (const t of texts) {
    let s = performance.now();
    const h = rule.hint
      ? rule.hint instanceof RegExp
        ? rule.hint.test(t)
        : (rule.hint as RegExp[]).every((r) => r.test(t))
      : true;
    hint += performance.now() - s;
    if (!h) continue;
    hits++;
    s = performance.now();
    if (rule.withinTokenRuns === undefined) {
      rule.pattern.lastIndex = 0;
      while (rule.pattern.exec(t)) {}
    } else {
      const re = new RegExp(`[A-Za-z0-9_.~+/=-]{${rule.withinTokenRuns},}`, "g");
      for (const m of t.matchAll(re)) {
        rule.pattern.lastIndex = 0;
        while (rule.pattern.exec(m[0])) {}
      }
    }
    apply += performance.now() - s;
  }
  return [i, rule.kind, hint.toFixed(1), apply.toFixed(1), hits, String(rule.pattern).slice(0, 70)];
});
rows.sort((a, b) => +b[3] + +b[2] - (+a[3] + +a[2]));
for (const r of rows.slice(0, 20)) console.log(r.join(" | "));
