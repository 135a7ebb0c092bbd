// The HTTP header and cookie family's proof (run by test/core/secret-rule-examples.test.ts).

import { type FakeValues, type RuleExamples, secret } from "./examples.js";

export function examples(fake: FakeValues): RuleExamples {
  return {
    redacted: [
      secret`curl -H "Authorization: Bearer ${fake.token(40)}" https://api.example.com`,
      secret`Authorization: SSWS ${fake.token(42)}`,
      secret`Cookie: theme=dark; session=${fake.token(32)}`,
      secret`curl -b 'sessionid=${fake.token(32)}' https://app.example.com/admin`,
    ],
    kept: [
      "Authorization: Bearer $TOKEN",
      "Authorization: Bearer <token>",
      "Cookie: theme=dark; lang=en",
      "Set-Cookie: session=; Max-Age=0",
    ],
  };
}
