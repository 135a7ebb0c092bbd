import picomatch from "picomatch";
import { regexRisk } from "../src/core/regex-risk.ts";
for (const g of ["+(*)+(*)q", "*a*a*a*a*a*b", "src/**/*.ts", "**/test/**", "*.+(ts|tsx)", "!(foo)*.ts", "a/**/b/**/c/**/d/**/e", "*.ts", "src/auth/**", "@(*)", "*(a|b)", "+(a*)"]) {
  const re = picomatch.makeRe(g, { dot: true });
  console.log(g.padEnd(28), JSON.stringify(regexRisk(re.source)));
}
