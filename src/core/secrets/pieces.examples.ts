// Secrets written as pieces or encoded (pieces.ts): its proof, run by test/core/secret-pieces.test.ts. Every value is
// made from the seeded source when the test runs, as the rule families' are.

import { type FakeValues, type RuleExamples, secret } from "./rules/examples.js";

export function examples(fake: FakeValues): RuleExamples {
  const stripe = fake.token(48);
  const wrapped = fake.token(112);
  const cut = fake.token(36);
  const awsSecret = fake.base64(40).replace(/[+/]/g, "x");
  const gitToken = fake.token(36);
  return {
    redacted: [
      // Literals joined: Python's parenthesised pieces, JavaScript's `+`, PHP's `.`.
      {
        text: `STRIPE_KEY = (\n    "sk_live_${stripe.slice(0, 24)}"\n    "${stripe.slice(24)}"\n)\nstripe.api_key = STRIPE_KEY`,
        secrets: [`sk_live_${stripe.slice(0, 24)}`, stripe.slice(24)],
      },
      secret`const ADMIN_PASS = "${fake.token(6)}" + "${fake.token(6)}" + "${fake.token(6)}";`,
      secret`$token = 'ghp_${gitToken.slice(0, 18)}' .\n  '${gitToken.slice(18)}';`,
      // A shell line continued inside the value.
      {
        text: `    AWS_SECRET_ACCESS_KEY=${awsSecret.slice(0, 20)}\\\n${awsSecret.slice(20)} \\\n    ./deploy.sh prod`,
        secrets: [awsSecret.slice(0, 20), awsSecret.slice(20)],
      },
      // A token wrapped by a terminal, and one cut in two by a chat.
      {
        text: `$ echo $OPENAI_API_KEY\nsk-proj-${wrapped.slice(0, 52)}\n${wrapped.slice(52, 112)}\n$ python eval.py`,
        secrets: [wrapped.slice(0, 52), wrapped.slice(52, 112)],
      },
      {
        text: `[09:14] ana: here is the bot token\n[09:14] ana: ghp_${cut.slice(0, 16)}\n[09:14] ana: ${cut.slice(16)}\n[09:15] ana: the chat split it`,
        secrets: [`ghp_${cut.slice(0, 16)}`, cut.slice(16)],
      },
      // A YAML block scalar, quotes escaped in a logged body, a URL percent-encoded once and twice.
      secret`db_replication_password: >-\n  ${`@${fake.made()}`}\ndb_max_connections: 400`,
      secret`INFO req=7f3a body="{\\"user\\":\\"ana\\",\\"password\\":\\"${fake.made()}\\",\\"remember\\":true}"`,
      secret`sync repo=https%3A%2F%2Fx-access-token%3Aghs_${fake.token(36)}%40github.com%2Facme%2Fapp.git rev=main`,
      secret`redirect=https%253A%252F%252Fdeploy%253A${fake.made()}%2540ci.example.com%252F`,
    ],
    kept: [
      // Entries of a file, one a line; two arguments of a command; an empty literal; strings joined that hold nothing.
      '"senha_fraca": "A senha precisa de 8 caracteres."\n"sessao_expirada": "Entre novamente."',
      `curl --header "X-Trace: on" "https://api.example.com/v1/items?page=2"`,
      `const greeting = "Hello, " + name + "!" + "";\nconst path = "src/" + "core/" + "secrets";`,
      // Lines of an env file, each an assignment of its own; a certificate's lines; a query with its encoding.
      `TWILIO_ACCOUNT_SID=AC${fake.hex(32)}\nTWILIO_FROM=+14155550123\nTWILIO_REGION=us1`,
      `-----BEGIN CERTIFICATE-----\n${fake.base64(64)}\n${fake.base64(64)}\n${fake.base64(20)}\n-----END CERTIFICATE-----`,
      "see https://example.com/search?q=a%20b%2Fc&lang=en and %3Cdiv%3E in the log",
      "message: |\n  the build finished\n  in 4 minutes",
    ],
  };
}
