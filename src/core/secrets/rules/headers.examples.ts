// The HTTP header and cookie family's proof (run by test/core/secret-rule-examples.test.ts).

import { type FakeValues, type RuleExamples, secret } from "./examples.js";

export function examples(fake: FakeValues): RuleExamples {
  return {
    redacted: [
      secret`curl -H "Authorization: Bearer ${fake.token(40)}" https://api.example.com`,
      secret`Authorization: SSWS ${fake.token(42)}`,
      secret`Cookie: theme=dark; session=${fake.token(32)}`,
      secret`curl -b 'sessionid=${fake.token(32)}' https://app.example.com/admin`,
      // Revision 10: the other random values of a cookie string holding a login; a row of a browser's cookie table.
      secret`j'ai pris le cookie de session : connect.sid=s%3A${fake.token(64)}`,
      secret`auth_token=${fake.hex(40)}; ct0=${fake.hex(32)}`,
      secret`Cookie: lang=en; _csrf=${fake.token(32)}; sid=${fake.token(32)}`,
      secret`connect.sid\ts%3A${fake.token(32)}.${fake.base64(43)}\tadmin.example.io\t/\tSession\tHttpOnly`,
    ],
    kept: [
      "Authorization: Bearer $TOKEN",
      "Authorization: Bearer <token>",
      "Cookie: theme=dark; lang=en",
      "Set-Cookie: session=; Max-Age=0",
      "Cookie: theme=dark; lang=en; tz=Europe/Berlin",
      "ids: order=0d2a4e6f8b1c3e5a7d9f; retry=3",
      "theme\tdark\tapp.example.io\t/\tSession",
      "connect.sid=<your session cookie>",
    ],
  };
}
