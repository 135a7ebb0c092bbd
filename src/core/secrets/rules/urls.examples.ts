// The URL, connection-string and credential-file family's proof (run by test/core/secret-rule-examples.test.ts).

import { type FakeValues, type RuleExamples, secret } from "./examples.js";

export function examples(fake: FakeValues): RuleExamples {
  return {
    redacted: [
      // Revision 13: Go's MySQL DSN in a stack trace.
      secret`panic: dial tcp 10.0.3.17:3306\ndsn="importer:${fake.token(14)}@tcp(10.0.3.17:3306)/katalog?parseTime=true"`,
      // Revision 12: Oracle's thin login, a heartbeat's URL, base64 of a JSON that holds a credential.
      secret`jdbc:oracle:thin:facturacion/${fake.made()}@//ora-cli.example.es:1521/FACTPDB`,
      secret`curl -fsS "https://status.example.io/api/push/${fake.lower(6)}${fake.pin(4)}?status=up&msg=OK"`,
      secret`fallback: https://hc-ping.com/${fake.uuid()}`,
      // Revision 16: deploy and chat-bot hooks whose path is the secret; a push token of letters alone.
      secret`rebuild: https://api.vercel.com/v1/integrations/deploy/prj_4Xw9KqP2mZrT7bLc1NvY8sHdQe3u/${fake.lower(5)}${fake.pin(5)}`,
      secret`curl -X POST -d {} https://api.netlify.com/build_hooks/${fake.hex(24)}`,
      secret`Render deploy hook: https://api.render.com/deploy/srv-c8kq2mzt7wbx0pnr4ydf?key=${fake.upper(5)}${fake.pin(6)}`,
      secret`https://open.feishu.cn/open-apis/bot/v2/hook/${fake.uuid()}`,
      secret`https://chat.example.com.br/hooks/k3v9qj2xw7mz5rt8pbn4c6yd/${fake.token(48)}`,
      secret`curl -fsS "https://status.example.io/api/push/${`${fake.lower(3)}QZTW${fake.lower(3)}`}?status=up"`,
      secret`  .dockerconfigjson: ${Buffer.from(JSON.stringify({ auths: { "ghcr.io": { auth: Buffer.from(`bot:${fake.token(24)}`).toString("base64") } } })).toString("base64")}`,
      secret`DATABASE_URL=postgres://app:${fake.made()}@db.internal:5432/app`,
      secret`mongodb+srv://reporting:${fake.token(20)}@cluster0.example.net/stats`,
      secret`https://bucket.s3.amazonaws.com/report.csv?X-Amz-Signature=${fake.hex(64)}&X-Amz-Expires=3600`,
      secret`Server=db;User Id=app;Password=${fake.made()};Encrypt=true`,
      secret`notify via https://hooks.slack.com/services/${`T${fake.upper(8)}/B${fake.upper(8)}/${fake.token(24)}`}`,
      secret`db.internal:5432:app:app_rw:${fake.made()}`,
      secret`machine api.example.com login deploy password ${fake.token(18)}`,
      secret`url: "https://sepolia.infura.io/v3/${fake.hex(32)}",`,
      // Revision 10: connection strings with a scheme no parser knows, or none, and a login/password as one value.
      secret`DSN 'postgresql+psycopg2//reporting:${`${fake.made()}#x`}@10.0.3.7:5432/dwh' failed to parse`,
      secret`jdbc:oracle:thin:rpt_reader/${`Rpt_${fake.token(10)}`}@//ora-dwh.corp.local:1521/DWHPRD`,
      secret`connect as app_rw:${fake.made()}@db.internal, port 6432`,
      secret`postgres://app:${`${fake.token(8)}?${fake.token(6)}#1`}@db.internal:5432/app`,
      secret`    NEO4J_AUTH: neo4j/${fake.made()}`,
      secret`BASIC_AUTH=admin:${fake.made()}`,
      // Revision 20: a Go driver's password holding `@` (the driver splits at the last one).
      secret`const dsn = "report_ro:${`${fake.token(6)}@${fake.made()}`}@tcp(mysql-replica.prod:3306)/analytics"`,
      secret`curl http://192.168.1.42/api/${fake.token(40)}/lights`,
      // Revision 21: share links of password managers and one-time secret services (the key is in the link).
      secret`sent it as a Send (24h, one view): https://${`send.bitwarden.com/#${fake.token(22)}/${fake.token(22)}`}`,
      secret`self-hosted: https://vault.example.org/#/send/${fake.token(22)}/${fake.token(22)}`,
      secret`Zugang per 1Password-Freigabe: https://share.1password.com/s#${fake.token(43)}`,
      secret`lien à usage unique : https://onetimesecret.com/secret/${fake.lower(20)}${fake.pin(6)}`,
      secret`https://pwpush.com/en/p/${fake.lower(8)}${fake.pin(4)}${fake.lower(6)} (expira en 3 vistas)`,
    ],
    kept: [
      // Revision 13: a DSN with no password; a node provider's project id the note calls harmless.
      'dsn="importer@tcp(10.0.3.17:3306)/katalog"',
      'dsn := fmt.Sprintf("report_ro:%s@tcp(%s)/analytics", pw, host)',
      `url: "https://sepolia.infura.io/v3/${"8f3c2a9e1b4d4c7e"}9a6b2d0e5f7a8c1b" (the infura project id in the URL is fine)`,
      "postgres://app:${DB_PASSWORD}@db:5432/app",
      "https://user@example.com/path?page=2&sort=asc",
      "https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
      "see https://example.com/docs?token=<your-token>",
      "localhost:5432:*:postgres:*",
      "redis://default:default@localhost:6379/0",
      'url: "https://mainnet.infura.io/v3/YOUR-PROJECT-ID"',
      "FROM node:20.14-bookworm-slim@sha256:1561bebb963ee60da36757f54274f68d920927fae36ccf49188243546257377f",
      "- uses: docker/build-push-action2@v5.1.0",
      "mailto:ann.lee2024@example.com",
      "npm i @scope/pkg_v2@1.2.3 vue/compiler-sfc@3.4.0",
      "NEO4J_AUTH: neo4j/${NEO4J_PASSWORD}",
      "AUTH_URL: https://login.example.com/oauth2/v2.0/token",
      "http://localhost:8080?next=/a@b.example.com",
      "https://api.github.com/api/v3/repos/acme/app/commits/40fa5bc500d1ad3fabc861ebbe3d0e42755b588b",
      "https://example.com/api/getUserProfileSettingsForAccount/v2",
      "jdbc:oracle:thin:@//ora-cli.example.es:1521/FACTPDB",
      "https://hc-ping.com/ (the healthchecks ping host)",
      // Revision 16: the hosts alone, and a push route named in words.
      "Vercel deploy hooks live under https://api.vercel.com/v1/integrations/deploy/",
      "see https://api.netlify.com/build_hooks/ in the docs",
      "fetch('https://status.example.io/api/push/NotificationSend')",
      "the `state` is eyJyZXR1cm5UbyI6Ii9kYXNoYm9hcmQifQ (base64 JSON, no credential)",
      // Revision 21: a share service's pages and its link's placeholder.
      "How to share a password: https://bitwarden.com/help/about-send/ and https://share.1password.com/",
      "Send it with https://send.bitwarden.com/#<access-id>/<key> (one view only)",
      "https://onetimesecret.com/secret/xxxxxxxxxxxxxxxxxxxx",
      // Revision 22: a webhook whose token was already masked, as a log prints it.
      '"webhook": "https://hooks.slack.com/services/T0000/B0000/<redacted>"',
      "https://hooks.slack.com/services/T0000/B0000/[REDACTED] and https://hooks.slack.com/services/T0000/B0000/****",
    ],
  };
}
