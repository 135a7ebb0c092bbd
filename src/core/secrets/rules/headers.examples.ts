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
      // Revision 19: a header or a cookie as a name and a value in a HAR entry, a Postman export, a Sentry event, a
      // cookie made in code, Go's print of a map of headers; a Laravel session cookie (an encrypted envelope).
      secret`{ "name": "X-Api-Key", "value": "${fake.token(36)}" }`,
      secret`{\n  "key": "x-auth-token",\n  "value": "${fake.token(40)}",\n  "type": "text"\n}`,
      secret`"headers": [["Host", "api.example.com"], ["X-Partner-Auth", "${fake.token(40)}"]]`,
      secret`$s.Cookies.Add((New-Object System.Net.Cookie("PHPSESSID", "${fake.token(26)}", "/", "intranet.example.local")))`,
      secret`grpc: outgoing md=map[content-type:[application/grpc] x-api-key:[${fake.token(40)}]]`,
      secret`Cookie: laravel_session=${Buffer.from(`{"iv":"${fake.base64(24)}","value":"${fake.base64(64)}","mac":"${fake.hex(64)}","tag":""}`).toString("base64")}`,
      // Revision 21: Okta's and Opsgenie's schemes with a token and no header's name.
      secret`token of the sync job, created 2024-05-02:\nSSWS ${`00${fake.token(40)}`}`,
      secret`GenieKey ${fake.uuid()}${fake.hex(4)}`,
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
      // Revision 19: headers named for no secret as pairs, a placeholder, a page's parameter in a Postman export.
      '{ "name": "Accept", "value": "application/json" }',
      `["sentry-trace", "${fake.hex(32)}-${fake.hex(16)}-1"], ["X-Forwarded-For", "203.0.113.9"]`,
      `map[content-type:[application/grpc] user-agent:[grpc-go/1.68.0] x-request-id:[${fake.uuid()}]]`,
      '{ "key": "page", "value": "2" }',
      '["Authorization", "Bearer <token>"]',
      'new Cookie("theme", "dark-high-contrast")',
      // Revision 21: the schemes named in prose.
      "Okta's API wants `Authorization: SSWS <token>`; Opsgenie's wants GenieKey <key>.",
    ],
  };
}
