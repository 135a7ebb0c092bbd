// A second, independent set written in other words than the main corpus:
// other providers, other file formats, other phrasings. It checks that the
// rules are general (a class of secret, not the lines of one corpus).

import { describe, expect, it } from "vitest";
import { redactSecrets } from "../../src/core/secrets/index.js";
import { corpusRandom } from "./corpus.js";

const { pick, digits } = corpusRandom(777);
const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const NUM = "0123456789";
const ALNUM = UPPER + LOWER + NUM;
const hex = (n: number) => pick("0123456789abcdef", n);
const alnum = (n: number) => pick(ALNUM, n);
const urlsafe = (n: number) => pick(`${ALNUM}_-`, n);
const b64 = (n: number) => pick(`${ALNUM}+/`, n);

const POSITIVES: Array<[string, string, string]> = (() => {
  const list: Array<[string, string, string]> = [];
  const add = (name: string, make: (secret: string) => string, secret: string) =>
    list.push([name, make(secret), secret]);
  add(
    "gitlab runner token in toml",
    (s) => `[[runners]]\n  url = "https://gitlab.com/"\n  token = "${s}"`,
    `glrt-${urlsafe(20)}`,
  );
  add("github app installation token", (s) => `GH_TOKEN=${s} gh api /repos`, `ghs_${alnum(36)}`);
  add(
    "slack user token in json",
    (s) => `{"ok":true,"access_token":"${s}"}`,
    `xoxp-${digits(11)}-${digits(12)}-${digits(13)}-${hex(32)}`,
  );
  add(
    "openai admin key",
    (s) => `curl https://api.openai.com/v1/organization/users -H "Authorization: Bearer ${s}"`,
    `sk-admin-${urlsafe(60)}`,
  );
  add("anthropic oauth token", (s) => `CLAUDE_CODE_OAUTH_TOKEN=${s}`, `sk-ant-oat01-${urlsafe(80)}`);
  add("stripe test secret key in yaml", (s) => `stripe:\n  secret_key: ${s}`, `sk_test_${alnum(40)}`);
  add(
    "stripe restricted live key in prose",
    (s) => `billing-export runs with ${s} since March`,
    `rk_live_${alnum(60)}`,
  );
  add("stripe webhook secret in code", (s) => `const endpointSecret = '${s}';`, `whsec_${alnum(40)}`);
  add("hugging face token in python", (s) => `login(token="${s}")`, `hf_${alnum(34)}`);
  add(
    "sendgrid key in a curl header",
    (s) => `curl -H "Authorization: Bearer ${s}" https://api.sendgrid.com/v3/mail/send`,
    `SG.${urlsafe(22)}.${urlsafe(43)}`,
  );
  add("twilio auth token in yaml", (s) => `twilio:\n  account_sid: AC${hex(32)}\n  auth_token: ${s}`, hex(32));
  add("mailgun key in env", (s) => `MAILGUN_API_KEY=${s}`, `${hex(32)}-${hex(8)}-${hex(8)}`);
  add("shopify shared secret", (s) => `SHOPIFY_API_SECRET=${s}`, `shpss_${hex(32)}`);
  add("datadog key in a helm values file", (s) => `datadog:\n  apiKey: "${s}"\n  appKey: "${hex(40)}"`, hex(32));
  add("digitalocean refresh token", (s) => `{"refresh_token": "${s}"}`, `dor_v1_${hex(64)}`);
  add("discord bot token in env", (s) => `DISCORD_TOKEN=${s}`, `N${alnum(25)}.${urlsafe(6)}.${urlsafe(38)}`);
  add(
    "telegram token in a url",
    (s) => `curl "https://api.telegram.org/bot${s}/getUpdates"`,
    `${digits(9)}:AA${urlsafe(33)}`,
  );
  add(
    "pypi token in .pypirc",
    (s) => `[pypi]\n  username = __token__\n  password = ${s}`,
    `pypi-AgEIcHlwaS5vcmc${urlsafe(120)}`,
  );
  add("npm token in github actions env", (s) => `env:\n  NODE_AUTH_TOKEN: ${s}`, `npm_${alnum(36)}`);
  // Revision 26: a server's key (inside a Firebase app's configuration the same shape is public by design, and kept).
  add(
    "google api key in js",
    (s) => `const geocoder = new GoogleMapsClient({ key: "${s}" }); // server-side geocoding`,
    `AIza${urlsafe(35)}`,
  );
  add(
    "aws secret in js camelCase",
    (s) =>
      `new S3Client({ credentials: { accessKeyId: "AKIA${pick(`${UPPER}234567`, 16)}", secretAccessKey: "${s}" } })`,
    b64(40),
  );
  add("aws session token", (s) => `aws_session_token = ${s}`, `FwoGZXIvYXdzE${b64(200)}`);
  add(
    "azure cosmos key",
    (s) => `AccountEndpoint=https://acme.documents.azure.com:443/;AccountKey=${s};`,
    `${b64(86)}==`,
  );
  add(
    "azure service bus sas key",
    (s) =>
      `Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${s}`,
    `${b64(43)}=`,
  );
  add(
    "cloudfront signed url",
    (s) =>
      `https://d111111abcdef8.cloudfront.net/video.mp4?Expires=1767225600&Signature=${s}&Key-Pair-Id=K2JCJMDEHXQW5F`,
    `${urlsafe(120)}`,
  );
  add("mysql url with a symbol password", (s) => `mysql://root:${s}@127.0.0.1:3306/app`, `${alnum(6)}@${alnum(4)}!`);
  add("amqp url", (s) => `CELERY_BROKER_URL=amqp://celery:${s}@rabbit:5672//`, alnum(18));
  add(
    "jdbc url with password parameter",
    (s) => `jdbc:postgresql://db:5432/app?user=app&password=${s}&ssl=true`,
    `${alnum(10)}9`,
  );
  add(
    "helm --set nested password",
    (s) => `helm upgrade api ./chart --set auth.password=${s} --set replicas=2`,
    `${alnum(12)}7`,
  );
  add("docker run -e password", (s) => `docker run -e MYSQL_ROOT_PASSWORD=${s} -p 3306:3306 mysql:8`, alnum(14));
  add("curl --user", (s) => `curl --user admin:${s} http://localhost:15672/api/overview`, `${alnum(9)}5`);
  add("mysqldump -p", (s) => `mysqldump -u backup -p${s} --all-databases > all.sql`, `${alnum(11)}3`);
  add("wget --password", (s) => `wget --user=ci --password=${s} https://nexus.acme.dev/a.tgz`, `${alnum(10)}1`);
  add(".netrc default", (s) => `default login anonymous password ${s}`, `${alnum(10)}`);
  add(
    "spring properties",
    (s) => `spring.datasource.url=jdbc:mysql://db/app\nspring.datasource.password=${s}`,
    `${alnum(10)}#4`,
  );
  add("php define", (s) => `define('DB_PASSWORD', '${s}');`, `${alnum(10)}!`);
  add("dockerfile env", (s) => `FROM node:20\nENV API_SECRET ${s}`, alnum(24));
  add("ini with spaces", (s) => `[client]\npassword = ${s}\nhost = db`, `${alnum(9)}$`);
  add(
    "json client secret",
    (s) => `{"installed":{"client_id":"x.apps.googleusercontent.com","client_secret":"${s}"}}`,
    `GOCSPX-${urlsafe(28)}`,
  );
  add("prose with colon", (s) => `Staging admin password: ${s} (rotate after the demo)`, `${alnum(8)}!9`);
  add("prose with quotes", (s) => `The wifi passphrase is "${s}".`, `orange ${alnum(6)} battery`);
  add(
    "prose api key",
    (s) => `The Mapbox API key is ${s}, keep it out of git.`,
    `pk.eyJ1${alnum(30)}`.replace("pk.", "sk."),
  );
  add("hashicorp vault batch token", (s) => `export VAULT_TOKEN=${s}`, `hvb.${urlsafe(120)}`);
  add("age key alone", (s) => s, `AGE-SECRET-KEY-1${pick("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)}`);
  add("ec private key", (s) => `-----BEGIN EC PRIVATE KEY-----\n${s}\n-----END EC PRIVATE KEY-----`, b64(64));
  add(
    "encrypted private key",
    (s) => `-----BEGIN ENCRYPTED PRIVATE KEY-----\n${s}\n${b64(64)}\n-----END ENCRYPTED PRIVATE KEY-----`,
    b64(64),
  );
  add(
    "jwt in a cookie",
    (s) => `Cookie: session=${s}; Path=/`,
    `eyJhbGciOiJIUzI1NiJ9.eyJ${urlsafe(40)}.${urlsafe(43)}`,
  );
  add("unknown provider with a live prefix", (s) => `ACME_KEY=${s}`, `acme_live_${alnum(40)}`);
  add("x-api-key header", (s) => `curl -H "X-Api-Key: ${s}" https://api.acme.dev`, alnum(40));
  add("git credentials file", (s) => `https://jane:${s}@github.com`, `ghp_${alnum(36)}`);
  add(
    "kubernetes secret stringData",
    (s) => `stringData:\n  password: ${s}\n  username: app`,
    `${alnum(10)}-${alnum(3)}`,
  );
  add("terraform variable default", (s) => `variable "db_password" {\n  default = "${s}"\n}`, `${alnum(14)}`);
  // Provider tokens named nowhere in their sentence: only their shape tells.
  const bare = (name: string, secret: string) =>
    add(name, (s) => `the nightly job ran with ${s} until the rotation`, secret);
  const uuid = () => `${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`;
  bare("sonarqube user token", `squ_${hex(40)}`);
  bare("rubygems api key", `rubygems_${hex(48)}`);
  bare("shippo live token", `shippo_live_${hex(40)}`);
  bare("airtable personal access token", `pat${alnum(14)}.${hex(64)}`);
  bare("circleci personal token", `CCIPAT_${alnum(22)}_${hex(40)}`);
  bare("heroku api key", `HRKU-AA${urlsafe(58)}`);
  bare("pulumi access token", `pul-${hex(40)}`);
  bare("typeform personal token", `tfp_${urlsafe(59)}`);
  bare("hubspot private app token", `pat-na1-${uuid()}`);
  bare("openrouter key", `sk-or-v1-${hex(64)}`);
  bare("langfuse secret key", `sk-lf-${uuid()}`);
  bare("mailchimp api key", `${hex(32)}-us14`);
  bare("dynatrace api token", `dt0c01.${pick(UPPER + NUM, 24)}.${pick(UPPER + NUM, 64)}`);
  bare("easypost api key", `EZAK${alnum(54)}`);
  bare("flutterwave secret key", `FLWSECK_TEST-${pick("abcdefgh0123456789", 32)}-X`);
  bare("tencent cloud secret id", `AKID${alnum(32)}`);
  bare("frame.io token", `fio-u-${urlsafe(64)}`);
  bare("vercel blob token", `vercel_blob_rw_${alnum(16)}_${alnum(30)}`);
  bare("cloudflare origin ca key", `v1.0-${hex(24)}-${hex(146)}`);
  bare("launchdarkly sdk key", `sdk-${uuid()}`);
  bare("planetscale token", `pscale_tkn_${urlsafe(43)}`);
  bare("clickup personal token", `pk_${digits(8)}_${pick(UPPER + NUM, 32)}`);
  bare("twitter app bearer token", `AAAAAAAAAAAAAAAAAAAAA${alnum(30)}%3D${alnum(50)}`);
  bare("asana personal access token", `2/${digits(16)}/${digits(16)}:${hex(32)}`);
  bare("deepseek api key", `sk-${hex(32)}`);
  bare("brevo api key", `xkeysib-${hex(64)}-${alnum(16)}`);
  bare("readme api key", `rdme_${pick(LOWER + NUM, 70)}`);
  bare("duffel access token", `duffel_live_${urlsafe(43)}`);
  bare("scalingo api token", `tk-us-${urlsafe(48)}`);
  bare("infisical service token", `st.${uuid()}.${hex(32)}.${hex(32)}`);
  bare("adobe client secret", `p8e-${alnum(32)}`);
  bare("yandex oauth token", `y0_${urlsafe(55)}`);
  bare("meta access token", `EAAG${alnum(150)}`);
  add("api key named in a note, with a colon", (s) => `Staging api key: ${s} (rotate monthly)`, urlsafe(32));
  add("access token named in a list", (s) => `- access token: ${s}`, alnum(40));
  add(
    "npm auth token set on the command line",
    (s) => `npm config set //registry.npmjs.org/:_authToken ${s}`,
    alnum(36),
  );
  add("yarn auth token set on the command line", (s) => `yarn config set npmAuthToken ${s}`, `npm_${alnum(36)}`);
  add("password variable set in a sentence", (s) => `set SMTP_PASS to ${s} in the env`, `${alnum(12)}!`);
  add(".net appSettings key", (s) => `<appSettings>\n  <add key="ApiKey" value="${s}" />\n</appSettings>`, alnum(32));
  add("session cookie in a request", (s) => `curl -H "Cookie: theme=dark; sessionid=${s}" https://acme.dev`, alnum(32));
  add("session cookie set by a response", (s) => `Set-Cookie: sid=${s}; Path=/; HttpOnly`, alnum(40));
  add("password given in a sentence with 'with'", (s) => `ssh root@prod with password ${s} works`, `${alnum(10)}7#`);
  add(
    "slack webhook without its scheme",
    (s) => `posted to ${s} from CI`,
    `hooks.slack.com/services/T${pick(UPPER + NUM, 8)}/B${pick(UPPER + NUM, 10)}/${alnum(24)}`,
  );
  return list;
})();

const NEAR_MISSES: Array<[string, string]> = [
  [
    "where secrets are kept",
    [
      "secret: projects/acme/secrets/db-password/versions/latest",
      "db_password: arn:aws:secretsmanager:us-east-1:123456789012:secret:prod/db-AbCdEf",
      "password: vault:secret/data/prod/db#password",
      "secret: op://Engineering/Postgres/password",
      "client_secret: env:GOOGLE_CLIENT_SECRET",
      "secret: ssm:/prod/app/db_password",
    ].join("\n"),
  ],
  ["settings that are not secrets", '<add key="PageSize" value="50" />\nCookie: theme=dark; lang=en'],
  ["a cookie being cleared", "Set-Cookie: session=deleted; expires=Thu, 01 Jan 1970 00:00:00 GMT"],
  [
    "with password in a sentence",
    "we log in with password authentication disabled\nstart it with token expiry set to 5m",
  ],
  ["settings set from the command line", "npm config set registry https://registry.npmjs.org/\nset LOG_LEVEL to debug"],
  ["limits named like secrets", "set MAX_TOKENS to 4096 and PASSWORD_MIN_LENGTH to 12\nset TOKEN_TTL to 3600"],
  ["author sha in a changelog", `- author_sha: ${hex(40)}\n  auth_sha: ${hex(40)}`],
  ["password reset timeout in django", "PASSWORD_RESET_TIMEOUT = 259200  # 3 days"],
  ["pass threshold", "pass_threshold: 80\npass_rate = 0.95"],
  ["secret scanning settings", "SECRET_SCANNING=enabled\nsecret_scanning_push_protection: true"],
  ["token budget", "TOKEN_BUDGET=120000\ncontext_tokens: 200000"],
  ["credentials path", "credentials: ~/.aws/credentials\ncredentials_file = /etc/app/creds.json"],
  ["oauth grant type", "grant_type: password\ntoken_endpoint_auth_method: client_secret_post"],
  ["passwordless", "passwordless: true\npassport_strategy: local"],
  ["secret santa", "secret_santa_budget: 25"],
  ["webhook signature header", `X-Hub-Signature-256: sha256=${hex(64)}`],
  ["npm signature", `"signatures": [{"keyid": "SHA256:${b64(43)}", "sig": "MEUCIQ${b64(60)}"}]`],
  ["sha in a tag", `image: ghcr.io/acme/api:${hex(40)}`],
  ["release branch with a sha", `release-${hex(40)}`],
  ["uuid request id", `x-request-id: ${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}`],
  ["sha512 integrity", `integrity: sha512-${alnum(86)}==`],
  ["ssh public key", `ssh-rsa AAAAB3NzaC1yc2E${b64(200)} ops@bastion`],
  ["base64 jpeg", `<img src="data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ${b64(120)}">`],
  ["keyid", `keyId: ${hex(16)}\nkid: ${alnum(20)}`],
  ["prose about rotation", "The password is rotated every 90 days and the token is valid for one hour."],
  ["prose about length", "The password is 12 characters minimum; the API key is sent in the X-Api-Key header."],
  ["stripe ids", `Charge ch_${alnum(24)} for customer cus_${alnum(14)} (event evt_${alnum(24)}).`],
  ["stripe publishable test key", `pk_test_${alnum(99)}`],
  ["git log hash", `commit ${hex(40)}\nAuthor: Jane <jane@acme.dev>`],
  ["md5 of a password described", "password_md5_column: pw_hash"],
  ["ldap bind setting names", "bind_password_env: LDAP_BIND_PASSWORD\nbind_dn: cn=admin,dc=acme,dc=dev"],
  ["mysql port flag", "mysql -h db -P 3306 -u app -p app_db"],
  ["docker port publish", "docker run -d -p 5432:5432 -e POSTGRES_PASSWORD_FILE=/run/secrets/pg postgres"],
  ["curl with netrc", "curl --netrc-file ~/.netrc https://api.acme.dev"],
  ["env var reference in compose", "environment:\n  - DB_PASSWORD=${DB_PASSWORD:?required}"],
  ["vault path", "vault kv get -field=password secret/data/db"],
  ["token usage log", "tokens used: 18342 (input 12000, output 6342)"],
  ["hex color palette", "primary: #1F6FEB; secondary: #8B949E; danger: #F85149"],
  ["semver ranges", '"react": "^18.3.1", "typescript": "~5.6.2"'],
  ["cron and durations", "schedule: '0 3 * * 1'\ntimeout: 30m\nttl: 720h"],
  ["go.mod hashes", `golang.org/x/crypto v0.28.0/go.mod h1:${b64(43)}=`],
  ["k8s secret ref in env", "env:\n  - name: API_TOKEN\n    valueFrom:\n      secretKeyRef: { name: api, key: token }"],
  ["a password field type", 'type: "password"\ninput_type = password'],
  ["sha256 file list", `${hex(64)}  dist/cli.mjs\n${hex(64)}  dist/hook.cjs`],
  ["object ids", `ObjectId("${hex(24)}")`],
  ["base32 totp described", "Scan the QR code; the app shows a 6-digit code that changes every 30 seconds."],
];

describe("variant set (other providers and phrasings)", () => {
  it("every variant secret is redacted", () => {
    expect(POSITIVES.length).toBeGreaterThanOrEqual(50);
    const leaks = POSITIVES.filter(([, text, secret]) => redactSecrets(text).text.includes(secret)).map(
      ([name, text]) => `${name}: ${redactSecrets(text).text}`,
    );
    console.log(`variants: ${POSITIVES.length} secrets, ${leaks.length} leaked`);
    expect(leaks).toEqual([]);
  });

  it("variant near misses come through unchanged", () => {
    const changed = NEAR_MISSES.filter(([, text]) => redactSecrets(text).text !== text).map(
      ([name, text]) => `${name}: ${redactSecrets(text).text}`,
    );
    console.log(`variant near misses: ${NEAR_MISSES.length}, changed ${changed.length}`);
    expect(changed).toEqual([]);
  });
});
