// Secrets in the shapes the third set found missing: prose in other words and
// other languages, Markdown tables, tools' login commands, key files; and the
// sentences next to them that must stay as they are.

import { describe, expect, it } from "vitest";
import { findSecrets, redactSecrets } from "../../src/core/secrets/index.js";
import { corpusRandom } from "./corpus.js";

const { pick } = corpusRandom(1515);
const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const token = (n: number) => pick(ALNUM, n);

const SECRETS: Array<[string, string]> = [
  ["Ост4нкино!", "пароль от стенда: Ост4нкино!"],
  ["Kimchi#2024", "운영 서버 비밀번호는 Kimchi#2024 입니다"],
  ["Umeboshi@77", "検証環境のパスワードは「Umeboshi@77」です"],
  ["Stroopw4fel!", "het wachtwoord voor de acceptatieomgeving is Stroopw4fel!"],
  ["Tulipan-9-Rosa", "Das Kennwort lautet Tulipan-9-Rosa"],
  ["Vin-Rouge-Sec-31", "mot de passe du routeur : Vin-Rouge-Sec-31"],
  ["Orca!Gray55", "the read-only password on the replica was changed to 'Orca!Gray55'"],
  ["copper-Kettle-Bridge", "the backup passphrase is copper-Kettle-Bridge"],
  ["Hangar#18-pw", "use Hangar#18-pw as the password when the VPN asks"],
  ["Ladder!73", "jenkins login is ci-bot / Ladder!73"],
  ["Wombat$2025", "demo account: user demo@example.org, pass Wombat$2025"],
  [
    "Mx9#v2Lq!Pz",
    "| Service | Username | Password |\n|---|---|---|\n| grafana | admin | Mx9#v2Lq!Pz |\n| kibana | elastic | n/a |",
  ],
  ["JBSWY3DPEHPK3PXQ", "TOTP secret for the shared admin: JBSWY3DPEHPK3PXQ"],
];

const NEAR_MISSES = [
  // Revision 25: Google Authenticator's example seed is a documented example, as RFC 6238's are.
  "TOTP secret for the demo: JBSWY3DPEHPK3PXP",
  "pin to v1.2.3 until the regression is fixed",
  "pass the token to refresh_session before retrying",
  "the password lives at arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-password-a1B2c3",
  "use OAuth2 as the token source for the client",
  "login: api/v2/login returns 401 when the cookie is missing",
  "[![coverage](https://codecov.io/gh/acme/app/branch/main/graph/badge.svg?token=6B6NxtsZc3)](https://codecov.io)",
  "mapboxgl.accessToken = 'pk.eyJ1IjoiYWNtZSIsImEiOiJjbGV4YW1wbGUifQ.a1B2c3D4e5F6g7H8i9J0kL';",
  "GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
  "| Env | User | Password |\n|---|---|---|\n| staging | app | (see vault) |\n| prod | app | n/a |",
  "| Password policy | Value |\n|---|---|\n| min length | 12 |\n| rotation | 90d |",
  "the token expiry is 3600s and the refresh token lasts 30 days",
  "Das Passwort muss mindestens 12 Zeichen haben.",
  "パスワードは定期的に変更してください。",
  "secret: see the team vault",
  // An English name then a colon is a key and its value: the assignment rules read it (an id here, not a secret).
  "Token: T11x0\nTags: auth",
  // Where the password is kept, a command in backticks, placeholders, a public project key (found by a fourth set).
  "\u30d1\u30b9\u30ef\u30fc\u30c9\u306f1Password\u306e\u5171\u6709\u30dc\u30eb\u30c8\u306b\u3042\u308a\u307e\u3059",
  "reset the senha do Grafana: `grafana-cli admin reset-admin-password --homepath /usr/share/grafana`",
  "STRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx in the README",
  "JWT_SECRET=replace-me",
  `posthog.init('phc_${token(43)}', { api_host: 'https://eu.i.posthog.com' })`,
  // A digest named right before its colon, on a line naming a path with "token" in it.
  `anchors:\n  - {path: src/auth/token.ts, sha256: ${"9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"}}`,
];

describe("prose, other languages and tables", () => {
  it.each(SECRETS)("redacts %s", (secret, text) => {
    expect(redactSecrets(text).text).not.toContain(secret);
  });

  it("redacts tools' login tokens and key files", () => {
    const cargo = `cio${token(32)}`;
    const vault = `s.${token(24)}`;
    const teams = `${token(32)}/${token(36)}`;
    const texts: Array<[string, string]> = [
      [cargo, `cargo login ${cargo}`],
      [vault, `vault login ${vault}`],
      [teams, `https://acme.webhook.office.com/webhookb2/${token(20)}/IncomingWebhook/${teams}`],
      ["Adm1n-Pw-42", "htpasswd -bc /etc/nginx/.htpasswd admin Adm1n-Pw-42"],
      ["s3cret-Svc-pw", 'requests.post(url, auth=("svc", "s3cret-Svc-pw"))'],
      // A `#` in a connection string's password is part of it (in a URL it would start the fragment).
      ["Ab.bRX9#f9&q", "Data Source=db01;Initial Catalog=orders;User ID=app;Password=Ab.bRX9#f9&q;Encrypt=true"],
    ];
    for (const [secret, text] of texts) expect(redactSecrets(text).text, text).not.toContain(secret);
  });

  it.each(NEAR_MISSES)("leaves alone: %s", (text) => {
    expect(findSecrets(text)).toEqual([]);
  });
});
