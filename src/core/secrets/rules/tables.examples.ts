// The Markdown table family's proof (run by test/core/secret-rule-examples.test.ts).

import { type FakeValues, type RuleExamples, secret } from "./examples.js";

export function examples(fake: FakeValues): RuleExamples {
  return {
    redacted: [
      secret`| host | user | password |\n|---|---|---|\n| db1 | app | ${fake.made()} |`,
      secret`| what | value |\n|---|---|\n| Wi-Fi password | ${fake.made()} |`,
      secret`| service | token |\n|---|---|\n| ci | ${fake.token(32)} |`,
    ],
    kept: [
      "| host | user | password |\n|---|---|---|\n| db1 | app | (in the vault) |",
      "| setting | value |\n|---|---|\n| password length | 12 |",
      "| service | token |\n|---|---|\n| ci | none |",
    ],
  };
}
