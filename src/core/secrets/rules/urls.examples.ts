// The URL, connection-string and credential-file family's proof (run by test/core/secret-rule-examples.test.ts).

import { type FakeValues, type RuleExamples, secret } from "./examples.js";

export function examples(fake: FakeValues): RuleExamples {
  return {
    redacted: [
      secret`DATABASE_URL=postgres://app:${fake.made()}@db.internal:5432/app`,
      secret`mongodb+srv://reporting:${fake.token(20)}@cluster0.example.net/stats`,
      secret`https://bucket.s3.amazonaws.com/report.csv?X-Amz-Signature=${fake.hex(64)}&X-Amz-Expires=3600`,
      secret`Server=db;User Id=app;Password=${fake.made()};Encrypt=true`,
      secret`notify via https://hooks.slack.com/services/${`T${fake.upper(8)}/B${fake.upper(8)}/${fake.token(24)}`}`,
      secret`db.internal:5432:app:app_rw:${fake.made()}`,
      secret`machine api.example.com login deploy password ${fake.token(18)}`,
      secret`url: "https://sepolia.infura.io/v3/${fake.hex(32)}",`,
    ],
    kept: [
      "postgres://app:${DB_PASSWORD}@db:5432/app",
      "https://user@example.com/path?page=2&sort=asc",
      "https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
      "see https://example.com/docs?token=<your-token>",
      "localhost:5432:*:postgres:*",
      "redis://default:default@localhost:6379/0",
      'url: "https://mainnet.infura.io/v3/YOUR-PROJECT-ID"',
    ],
  };
}
