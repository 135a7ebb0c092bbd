// The secret corpus: real-looking (made-up) credentials that must never reach
// disk, and near-misses that must come through untouched. Every key below is
// fake: random characters in the documented shape of its provider.

import { describe, expect, it } from "vitest";
import {
  classChangeRate,
  findSecrets,
  looksRandom,
  placeholder,
  redactDocument,
  redactSecrets,
  redactValue,
  shannonEntropy,
  type SecretKind,
} from "../../src/core/secrets/index.js";
import type { MemoryDocument } from "../../src/core/memory-file.js";

interface Positive {
  name: string;
  text: string;
  /** Each secret substring and the kind it must be redacted as. */
  secrets: Array<[string, SecretKind]>;
}

const PEM_BODY = [
  "MIIEowIBAAKCAQEAu8urbFt5misIZHbhS4/FvafhdZxEuhnbzs0z1wNiMg9aW37k",
  "BkbvHEzuPyXQEW88ad3DNBYjvsedonuSsddfrfifiUziXnFAAoeelK9mqmALOR2H",
  "cSGKgVP8Kd0d3mS8gBlKv3azKgaS+m+x/SHuKBD/vok+nPTmZYl2dVAMH2vWD6qe",
  "SPt5Pv74GDqQ7EyIMttFPSuEPyHnvnzXtsMM3JznnJAX7ebZ3CL7csGZaF31DDxp",
];
const RSA_BLOCK = `-----BEGIN RSA PRIVATE KEY-----\n${PEM_BODY.join("\n")}\n-----END RSA PRIVATE KEY-----`;
const OPENSSH_BLOCK = `-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n${PEM_BODY[1]}\n-----END OPENSSH PRIVATE KEY-----`;
const PGP_BLOCK = `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQOYBGZ3xk4BCADJ2wq0Vh1mJ8s4Yw5pQ7nK3tR9eLzC6vB2aX1uD0fG8hI4jM5\n${PEM_BODY[2]}\n=Qx7A\n-----END PGP PRIVATE KEY BLOCK-----`;
const GCP_KEY_ID = "4f9572b85a8e48f687ab165c58ac5831be38cb8c";
const GCP_PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----\\n${PEM_BODY[0]}\\n${PEM_BODY[3]}\\n-----END PRIVATE KEY-----\\n`;
const GCP_JSON = `\`\`\`json
{
  "type": "service_account",
  "project_id": "demo-project-123456",
  "private_key_id": "${GCP_KEY_ID}",
  "private_key": "${GCP_PRIVATE_KEY}",
  "client_email": "memory-bot@demo-project-123456.iam.gserviceaccount.com",
  "client_id": "109876543210987654321",
  "token_uri": "https://oauth2.googleapis.com/token"
}
\`\`\``;

const GHP = "ghp_u8jzPde0IgxLd6GncfBAepfJBd0Kh8oOOL8d";
const GHO = "gho_KLzdocJ2isAjIhKtJ0RlgLKOmxgJTeKdNnFR";
const GITHUB_PAT = "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";
const GLPAT = "glpat-c7Tvo-hBKqFYY-kv5ZJr";
const GLDT = "gldt-0B3JrTAwR4y9ojfljoQo";
const XOXB = "xoxb-079244026859-9528907866661-EOzdmenCkhvMdgaKjIg8xNbe";
const XOXP = "xoxp-396245957117-777412154728-0385280841485-5b7a767c76fb008f86bebb2737f6a6f0";
const XAPP = "xapp-1-A4WFHYM4L1V-1676122202972-fb440034d6608697a8d41bed440e50454f31af3176813e02ea68ef786e4d3cea";
const SLACK_HOOK = "https://hooks.slack.com/services/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";
const NPM = "npm_TbyvHNsG9eh6Yo4gfqrc5XlrWi0B26R08qzj";
const OPENAI_LEGACY = "sk-I6GKFSufrdZSlB5er8bOfZqfM2oeq3hDavJA76rNicHTp8hk";
const OPENAI_PROJ =
  "sk-proj-HgxzNNAL5wIScGebcy8F5n3-YNBDRzrZSgqbjG3uhkWKFLf6xuI5aHUQPFeNBTxaQWk8JzFalHlsZfYcMMDktXP-tKsf2rcDkdfrUnW5gcF_Ha6ili8GjHEAD6-Wj9KfzjsQGMrb9h_ImB_LK777pzNk8cL6";
const OPENAI_SVC = "sk-svcacct-j5IXAAjlsHUqJoUD-_Ydua_5ZMs1SWOpQaPRYpzbLGViYXjU2JgJngKtFI3OyV2d";
const ANTHROPIC =
  "sk-ant-api03-ZAkg05rK_gqv81RKMGHZEM9YpvujA-C5Q52ryFlwRlOEVHzc0X0AWIRh-JUqBlIFXZ53Ncqe28_ajY75FnCttn6kfaqDeAA";
const ANTHROPIC_ADMIN =
  "sk-ant-admin01-MqG3omjMyXHCabM6JOF8EFd0Nhcy-1kGD2VD-eR1UYzaLiA-zNyD7CHLn-xC_1hsYgBds1ghxY5OokvQyx7eNWVQ4vnakAA";
const AWS_EXAMPLE_ID = "AKIAIOSFODNN7EXAMPLE";
const AWS_EXAMPLE_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";
const AWS_ID = "AKIARFW2HNYWT3FD6MX4";
const AWS_TEMP_ID = "ASIAMUX6B2PZCYC5EDQM";
const AWS_SECRET = "iRUIQfHOJMaidDn87XG3+q+xbMtEPO6UkzYuF0ie";
const GCP_API_KEY = "AIza9Pu2njHkAm1-5wDr16EpLLJIVGHz4FxFEtK";
const STRIPE = "sk_live_46LmuezqpGHoPZgPDcgaE40o";
const JWT =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkphbmUgRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.5VfLDpgyyjVw5HanSBeVRsfAGeAbP0VxNjAe-9i0mYt";
const JWT_RS =
  "eyJhbGciOiJSUzI1NiIsImtpZCI6ImsxIn0.eyJpc3MiOiJodHRwczovL2F1dGguZXhhbXBsZS5jb20iLCJleHAiOjE4OTM0NTYwMDB9.luYI0KN1gNT11cUzYZAa3u2olZU6uqbgsYlVvsSKuvinX_zMqf9OgXluCZz8xBfZuXTptFyfePpX6N1NF2XV54";
const HEX32 = "500fe7ee5fc324bdb2e1142a21c40236";
const HEX40 = "4e17c2a9d05b8f3a61e7c94d2b0a83f5e6d1c7b9";
const B62 = "xKjxvWfColNV9ds0HqtO93L7Q5uUaVco";
const B64 = "JkqdoG5qg13lDCF9OpynCwUNAJFaTRuFW4g5aZVNliI=";
const SENDGRID = "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";

/** ≥ 40 positives covering every kind. */
const POSITIVES: Positive[] = [
  {
    name: "AWS documented example key id in prose",
    text: `The leaked key was ${AWS_EXAMPLE_ID}, rotate it.`,
    secrets: [[AWS_EXAMPLE_ID, "aws-access-key"]],
  },
  {
    name: "AWS credentials file",
    text: `[default]\naws_access_key_id = ${AWS_ID}\naws_secret_access_key = ${AWS_EXAMPLE_SECRET}\nregion = eu-west-1`,
    secrets: [
      [AWS_ID, "aws-access-key"],
      [AWS_EXAMPLE_SECRET, "aws-secret-key"],
    ],
  },
  {
    name: "AWS secret in an env line",
    text: `export AWS_SECRET_ACCESS_KEY=${AWS_SECRET}`,
    secrets: [[AWS_SECRET, "aws-secret-key"]],
  },
  {
    name: "AWS STS JSON",
    text: `{"Credentials": {"AccessKeyId": "${AWS_TEMP_ID}", "SecretAccessKey": "${AWS_SECRET}", "Expiration": "2026-01-10T10:00:00Z"}}`,
    secrets: [
      [AWS_TEMP_ID, "aws-access-key"],
      [AWS_SECRET, "aws-secret-key"],
    ],
  },
  {
    name: "GCP service-account JSON in a fence",
    text: `Key for the CI bot:\n\n${GCP_JSON}\n`,
    // Revision 14: the key's id is kept (Google publishes it with the account's certificates), the key is not.
    secrets: [
      [PEM_BODY[0]!, "gcp-service-account"],
      [PEM_BODY[3]!, "gcp-service-account"],
    ],
  },
  {
    name: "Google API key in a URL",
    text: `curl "https://maps.googleapis.com/maps/api/geocode/json?address=x&key=${GCP_API_KEY}"`,
    secrets: [[GCP_API_KEY, "gcp-api-key"]],
  },
  {
    name: "RSA private key block",
    text: `Deploy key:\n\n${RSA_BLOCK}\n\nAdd it to the agent.`,
    secrets: PEM_BODY.map((line) => [line, "private-key"] as [string, SecretKind]),
  },
  {
    name: "OpenSSH private key block",
    text: `~/.ssh/id_ed25519:\n${OPENSSH_BLOCK}`,
    secrets: [
      [PEM_BODY[1]!, "private-key"],
      ["b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", "private-key"],
    ],
  },
  {
    name: "EC private key cut short (no END line)",
    text: `-----BEGIN EC PRIVATE KEY-----\n${PEM_BODY[2]}\n${PEM_BODY[3]}\n\n(the rest was cut)`,
    secrets: [
      [PEM_BODY[2]!, "private-key"],
      [PEM_BODY[3]!, "private-key"],
    ],
  },
  {
    name: "PGP private key block",
    text: PGP_BLOCK,
    secrets: [
      [PEM_BODY[2]!, "private-key"],
      ["lQOYBGZ3xk4BCADJ2wq0Vh1mJ8s4Yw5pQ7nK3tR9eLzC6vB2aX1uD0fG8hI4jM5", "private-key"],
    ],
  },
  {
    name: "GitHub classic token in a clone URL",
    text: `git clone https://${GHP}@github.com/acme/infra.git`,
    secrets: [[GHP, "github-token"]],
  },
  {
    name: "GitHub OAuth token in prose",
    text: `The app received ${GHO} from the callback.`,
    secrets: [[GHO, "github-token"]],
  },
  {
    name: "GitHub fine-grained PAT in env",
    text: `GITHUB_TOKEN=${GITHUB_PAT} gh pr list`,
    secrets: [[GITHUB_PAT, "github-token"]],
  },
  {
    name: "GitLab PAT in a header",
    text: `curl --header "PRIVATE-TOKEN: ${GLPAT}" https://gitlab.example.com/api/v4/projects`,
    secrets: [[GLPAT, "gitlab-token"]],
  },
  { name: "GitLab deploy token", text: `Deploy token for the registry: ${GLDT}`, secrets: [[GLDT, "gitlab-token"]] },
  { name: "Slack bot token in env", text: `SLACK_BOT_TOKEN=${XOXB}`, secrets: [[XOXB, "slack-token"]] },
  {
    name: "Slack user token in prose",
    text: `Use the user token ${XOXP} for search.messages.`,
    secrets: [[XOXP, "slack-token"]],
  },
  { name: "Slack app-level token", text: `socket mode: ${XAPP}`, secrets: [[XAPP, "slack-token"]] },
  {
    name: "Slack webhook in curl",
    text: `curl -X POST -d '{"text":"deploy done"}' ${SLACK_HOOK}`,
    secrets: [[SLACK_HOOK, "slack-webhook"]],
  },
  {
    name: "npm token in .npmrc",
    text: `//registry.npmjs.org/:_authToken=${NPM}\nalways-auth=true`,
    secrets: [[NPM, "npm-token"]],
  },
  {
    name: "legacy npm token in .npmrc",
    text: "//registry.npmjs.org/:_authToken=7f3b2c1a-9d4e-4b6f-8a2c-1e5d7f9b3a6c",
    secrets: [["7f3b2c1a-9d4e-4b6f-8a2c-1e5d7f9b3a6c", "npm-token"]],
  },
  { name: "OpenAI legacy key", text: `openai.api_key = "${OPENAI_LEGACY}"`, secrets: [[OPENAI_LEGACY, "openai-key"]] },
  { name: "OpenAI project key", text: `OPENAI_API_KEY=${OPENAI_PROJ}`, secrets: [[OPENAI_PROJ, "openai-key"]] },
  {
    name: "OpenAI service-account key",
    text: `The eval runner uses ${OPENAI_SVC}.`,
    secrets: [[OPENAI_SVC, "openai-key"]],
  },
  { name: "Anthropic API key", text: `ANTHROPIC_API_KEY="${ANTHROPIC}"`, secrets: [[ANTHROPIC, "anthropic-key"]] },
  { name: "Anthropic admin key", text: `admin key: ${ANTHROPIC_ADMIN}`, secrets: [[ANTHROPIC_ADMIN, "anthropic-key"]] },
  {
    name: "JWT in a Bearer header",
    text: `curl -H "Authorization: Bearer ${JWT}" https://api.example.com/me`,
    secrets: [[JWT, "jwt"]],
  },
  { name: "JWT in JSON", text: `{"id_token": "${JWT_RS}", "expires_in": 3600}`, secrets: [[JWT_RS, "jwt"]] },
  {
    name: "password in an https URL",
    text: "Mirror: https://user:hunter2@host/db",
    secrets: [["hunter2", "url-password"]],
  },
  {
    name: "postgres URL",
    text: "DATABASE_URL=postgres://app:S3cr3t!pass@db.internal:5432/app",
    secrets: [["S3cr3t!pass", "url-password"]],
  },
  {
    name: "mongodb+srv URL",
    text: "mongodb+srv://admin:Xy7pQ2mN9vL4@cluster0.mongodb.net/test?retryWrites=true",
    secrets: [["Xy7pQ2mN9vL4", "url-password"]],
  },
  {
    name: "redis URL with empty user",
    text: "REDIS_URL=redis://:r3disPassw0rd@cache:6379/0",
    secrets: [["r3disPassw0rd", "url-password"]],
  },
  {
    name: "password= in prose",
    text: "Log in to the staging box with password=hunter2 (ask ops to rotate).",
    secrets: [["hunter2", "password-assignment"]],
  },
  {
    name: "secret: in YAML",
    text: "webhook:\n  secret: s3cr3t-value-42\n  events: [push]",
    secrets: [["s3cr3t-value-42", "password-assignment"]],
  },
  {
    name: "quoted DB_PASSWORD",
    text: 'DB_PASSWORD="velvet harbor lantern orbit"',
    secrets: [["velvet harbor lantern orbit", "password-assignment"]],
  },
  {
    name: "password in JSON",
    text: '{"username": "admin", "password": "Tr0ub4dor&3"}',
    secrets: [["Tr0ub4dor&3", "password-assignment"]],
  },
  {
    name: "quoted password starting with a symbol",
    text: `ADMIN_PASSWORD='!Qaz2wsx@'\nSMTP_PASSWORD="$ecr3t!"`,
    secrets: [
      ["!Qaz2wsx@", "password-assignment"],
      ["$ecr3t!", "password-assignment"],
    ],
  },
  {
    name: "password keyword argument",
    text: "conn = psycopg2.connect(host='db', user='app', password='pa$$w0rd')",
    secrets: [["pa$$w0rd", "password-assignment"]],
  },
  {
    name: "--password flag",
    text: "mysqladmin -u root --password hunter2! status",
    secrets: [["hunter2!", "password-assignment"]],
  },
  {
    name: "OAuth client secret",
    text: 'client_secret = "Gx8fK2mQ9zL4vN7pR1tY"',
    secrets: [["Gx8fK2mQ9zL4vN7pR1tY", "password-assignment"]],
  },
  {
    name: "Django SECRET_KEY",
    text: "SECRET_KEY = 'django-insecure-7#k2v!m9q@x4p&z1w8r5t3y6u0i'",
    secrets: [["django-insecure-7#k2v!m9q@x4p&z1w8r5t3y6u0i", "password-assignment"]],
  },
  {
    name: "docker-compose root password",
    text: "environment:\n  MYSQL_ROOT_PASSWORD: example123\n  MYSQL_DATABASE: app",
    secrets: [["example123", "password-assignment"]],
  },
  {
    name: "SMTP pass in YAML",
    text: "smtp:\n  user: mailer\n  pass: Xk9#mQ2v\n  port: 587",
    secrets: [["Xk9#mQ2v", "password-assignment"]],
  },
  {
    name: "PGPASSWORD before a command",
    text: "PGPASSWORD=hunter2 psql -h db -U app",
    secrets: [["hunter2", "password-assignment"]],
  },
  { name: "hex api_key", text: `api_key = "${HEX32}"`, secrets: [[HEX32, "generic-secret"]] },
  { name: "base62 token in YAML", text: `service:\n  token: ${B62}`, secrets: [[B62, "generic-secret"]] },
  { name: "SendGrid-style key in env", text: `SENDGRID_API_KEY=${SENDGRID}`, secrets: [[SENDGRID, "sendgrid-key"]] },
  {
    name: "random Bearer token",
    text: `Authorization: Bearer ${B62}Qa81`,
    secrets: [[`${B62}Qa81`, "generic-secret"]],
  },
  { name: "Datadog API key export", text: `export DATADOG_API_KEY=${HEX32}`, secrets: [[HEX32, "generic-secret"]] },
  {
    name: "access_token in JSON",
    text: `{"access_token": "${B64}", "token_type": "bearer"}`,
    secrets: [[B64, "generic-secret"]],
  },
  { name: "auth_token", text: `auth_token=${HEX40}`, secrets: [[HEX40, "generic-secret"]] },
  { name: "Stripe live key", text: `stripe.api_key = "${STRIPE}"`, secrets: [[STRIPE, "stripe-key"]] },
  {
    name: "several secrets in one note",
    text: `# Staging access\n\n- AWS: ${AWS_ID}\n- GitHub: ${GHP}\n- DB: postgres://app:Qz8vW2x@db/app\n- password: Pa55word!\n`,
    secrets: [
      [AWS_ID, "aws-access-key"],
      [GHP, "github-token"],
      ["Qz8vW2x", "url-password"],
      ["Pa55word!", "password-assignment"],
    ],
  },
];

/** ≥ 30 near-misses: must come through byte for byte. */
const NEAR_MISSES: Array<[string, string]> = [
  [
    "short and full git SHAs",
    "Fixed in 3f78685 (full: 3f786850e387550fdab836ed7e6dc881de23001b); reverted in eda83d7.",
  ],
  ["git checkout of a 40-hex SHA", "git checkout eda83d7c58dfe0d5a0cf318656b3e6f0bade65c3 -- src/auth.ts"],
  ["sha256 digest of an image", "FROM node@sha256:b188cc102ddb8379c7ce65426f74bde94fb78c8d5f08b79affd2b49c12a4b006"],
  [
    "sha512 checksum line",
    "2983475eb46c5296f62e338d74ff1fe4f7f505aef9ebdd25b001a3ff416d4a3baf69dad8199bfca8b6f3a6a9421cc1c93016f1c4261e5351d30b49895d1a0d1f  release-1.2.0.tar.gz",
  ],
  [
    "npm integrity",
    '"integrity": "sha512-kYUK0x7Gz2uTsutnchEDrmOYl/7wqPsnecVpjBoVpHg25SagA20BAq+rH/z32xY33h8heARGuJE+c7u+L+wMXQ=="',
  ],
  ["lockfile resolved URL", '"resolved": "https://registry.npmjs.org/gray-matter/-/gray-matter-4.0.3.tgz"'],
  ["UUID in prose", "Request 123e4567-e89b-12d3-a456-426614174000 timed out after 30 s."],
  ["UUID as an id field", '{"id": "f47ac10b-58cc-4372-a567-0e02b2c3d479", "name": "nightly"}'],
  [
    "base64 PNG in a fenced code block",
    '```html\n<img alt="dot" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkskL/6GgebhbkXNNv+hOV48vsoUu19X5IQLJhQbtN==">\n```',
  ],
  [
    "base64 GIF in a markdown image",
    "![pixel](data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7)",
  ],
  [
    "base64 image with a key-like attribute",
    '```css\n.logo { background-image: url("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4="); }\n```',
  ],
  [
    "long camelCase identifiers",
    "Call useAuthenticatedSessionRefreshTokenRotationHandler() before createOAuthAccessTokenProviderFactory.",
  ],
  ["a TypeScript interface", "interface Credentials {\n  password: string;\n  apiKey: string;\n  token?: string;\n}"],
  [
    "file paths",
    "See src/auth/tokens/refresh-token-store.ts and /etc/passwd; secrets live in ~/.config/app/secrets.json.",
  ],
  [
    "URLs without a password",
    "https://github.com/acme/app/blob/main/src/auth.ts#L42, postgres://db.example.com:5432/app, ssh://git@github.com/acme/app.git",
  ],
  [
    "password as a plain word",
    "Reset your password in settings, then log in again; the password reset mail can take a minute.",
  ],
  ["password= with a placeholder", "Run `login --user admin password=<your-password>`."],
  ["password from an env variable", "DB_PASSWORD=${DB_PASSWORD}\nREDIS_PASSWORD=$REDIS_PASSWORD"],
  ["password from process.env", "const password = process.env.DB_PASSWORD;\nconst secret = config.auth.secret;"],
  [
    "password from os.environ and getpass",
    'password = os.environ["DB_PASSWORD"]\npassword = getpass.getpass()\ndef login(user, password=None): ...',
  ],
  ["semver strings", '"version": "1.4.2-beta.3+build.5", "gray-matter": "^4.0.3", "node": ">=20"'],
  ["CSS colors", ".btn { color: #1a2b3c; background: #fff; border-color: #DEADBE; }"],
  ["ISO timestamps", "created: 2026-01-10T10:00:00Z\nupdated: 2026-01-10T10:30:00.123+02:00"],
  [
    "base64 in prose",
    "The header decodes as dGhpcyBpcyBqdXN0IGEgdGVzdCBzdHJpbmcgZm9yIGRlY29kaW5n, which is plain text.",
  ],
  ["token counts and types", "max_tokens: 4096\ntoken_type: bearer\ntokenizer: cl100k_base\ntokens_per_minute = 90000"],
  ["GitHub Actions secrets", "with:\n  token: ${{ secrets.GITHUB_TOKEN }}\nsecrets: inherit"],
  [
    "API key env var names",
    "api_key_env: OPENAI_API_KEY\napiKey: process.env.OPENAI_API_KEY\nexport OPENAI_API_KEY\necho $GITHUB_TOKEN",
  ],
  [
    "Kubernetes secret references",
    "valueFrom:\n  secretKeyRef:\n    name: db-credentials\n    key: password\nsecretName: tls-cert",
  ],
  [
    "password policy settings",
    "password_policy: strict\npasswordLength: 16\npassword_min_length = 12\nsecret_name: prod/db/credentials",
  ],
  ["colon prose", "Forgot password: click the link in the email.\nThe secret: always take the lock first."],
  [
    "sk- and AKIA in words",
    "We use scikit-learn and the disk-cache-size flag; AWS access keys start with AKIA followed by 16 characters.",
  ],
  ["JWT described, not given", "A JWT looks like xxxxx.yyyyy.zzzzz (header.payload.signature)."],
  ["CLI flags about secrets", "--password-file /run/secrets/db --token-ttl 3600 --secret-name app-tls"],
  [
    "URL passwords that are placeholders",
    "postgres://user:${DB_PASS}@localhost/app\nhttps://user:<password>@host/x\nredis://:****@cache:6379",
  ],
  [
    "already redacted text",
    'api_key = "[REDACTED:generic-secret]"\npassword: [REDACTED:password-assignment]\nhttps://u:[REDACTED:url-password]@h/x',
  ],
  [
    "hashes under key-like names",
    'commit: eda83d7c58dfe0d5a0cf318656b3e6f0bade65c3\netag: "33a64df551425fcc55e4d42a148795d9f25f89d4"\nchecksum: sha256:b188cc102ddb8379c7ce65426f74bde94fb78c8d5f08b79affd2b49c12a4b006',
  ],
  ["e-mail and mailto", "contact: security@example.com (mailto:security@example.com)"],
  [
    "token placeholders",
    "token: <your-token-here>\n//registry.npmjs.org/:_authToken=${NPM_TOKEN}\nAuthorization: Bearer $TOKEN\nAuthorization: Bearer <token>",
  ],
  [
    "public key and certificate blocks",
    "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEu8urbFt5misIZHbhS4/FvafhdZxE\n-----END PUBLIC KEY-----\n-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUBkbvHEzuPyXQEW88ad3DNBYjvsedonuSsddfrfifiUzi\n-----END CERTIFICATE-----",
  ],
  ["nsswitch and PWD", "passwd: files systemd\nPWD=/home/dev/project\npwd: /srv/app"],
  ["pass as part of other words", "bypass: true\ncompass_heading: 270\npasses: 3\npass_through: false"],
  ["hex literal and numbers", "Magic 0xDEADBEEFCAFEBABE; port 5432; 1.2e10; 127.0.0.1"],
  ["markdown table naming secrets", "| name | kind |\n|---|---|\n| GITHUB_TOKEN | token |\n| DB_PASSWORD | password |"],
];

function expectUntouchedOutside(original: string, result: ReturnType<typeof redactSecrets>): void {
  // Rebuild the redacted text from the original and the findings: identical, so nothing else moved.
  let rebuilt = "";
  let at = 0;
  for (const finding of result.findings) {
    rebuilt += original.slice(at, finding.start) + placeholder(finding.kind);
    at = finding.end;
  }
  expect(rebuilt + original.slice(at)).toBe(result.text);
}

describe("secret corpus", () => {
  it("has at least 40 positives covering every kind and 30 near-misses", () => {
    expect(POSITIVES.length).toBeGreaterThanOrEqual(40);
    expect(NEAR_MISSES.length).toBeGreaterThanOrEqual(30);
    const kinds = new Set(POSITIVES.flatMap((positive) => positive.secrets.map(([, kind]) => kind)));
    const all: SecretKind[] = [
      "private-key",
      "gcp-service-account",
      "gcp-api-key",
      "aws-access-key",
      "aws-secret-key",
      "github-token",
      "gitlab-token",
      "slack-webhook",
      "slack-token",
      "npm-token",
      "anthropic-key",
      "openai-key",
      "stripe-key",
      "jwt",
      "url-password",
      "password-assignment",
      "generic-secret",
      "sendgrid-key",
    ];
    expect([...kinds].sort()).toEqual([...all].sort());
  });

  it("positives: 0 leaks, each secret replaced by its typed placeholder", () => {
    const leaks: string[] = [];
    for (const positive of POSITIVES) {
      const result = redactSecrets(positive.text);
      for (const [secret, kind] of positive.secrets) {
        if (result.text.includes(secret)) leaks.push(`${positive.name}: ${kind} leaked`);
        if (!result.text.includes(placeholder(kind)))
          leaks.push(`${positive.name}: no ${placeholder(kind)} in ${result.text}`);
        if (!result.findings.some((finding) => finding.kind === kind))
          leaks.push(`${positive.name}: no ${kind} finding`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it("near-misses: 0 false redactions", () => {
    const changed = NEAR_MISSES.flatMap(([name, text]) => {
      const result = redactSecrets(text);
      return result.text === text && result.findings.length === 0
        ? []
        : [`${name}: ${result.findings.map((finding) => finding.kind).join(", ")} → ${result.text}`];
    });
    expect(changed).toEqual([]);
  });

  it("keeps the rest of the text byte-identical and is idempotent", () => {
    for (const { text } of POSITIVES) {
      const once = redactSecrets(text);
      expectUntouchedOutside(text, once);
      const twice = redactSecrets(once.text);
      expect(twice.text).toBe(once.text);
      expect(twice.findings).toEqual([]);
    }
  });

  it("findings hold kind, offsets and line, never the secret", () => {
    for (const { text } of POSITIVES) {
      const found = findSecrets(text);
      expect(found).toEqual(redactSecrets(text).findings);
      for (const finding of found) {
        expect(Object.keys(finding).sort()).toEqual(["end", "kind", "line", "start"]);
        expect(finding.line).toBe(text.slice(0, finding.start).split("\n").length);
      }
    }
    const note = POSITIVES.find((positive) => positive.name === "several secrets in one note")!;
    expect(findSecrets(note.text).map(({ kind, line }) => [kind, line])).toEqual([
      ["aws-access-key", 3],
      ["github-token", 4],
      ["url-password", 5],
      ["password-assignment", 6],
    ]);
  });

  it("the generic-secret thresholds separate random tokens from other key-context values", () => {
    // Seeded random values of the usual token shapes: at least 99% look random.
    let seed = 20260110;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = (alphabet: string, length: number) =>
      Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join("");
    const HEX = "0123456789abcdef";
    const BASE62 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    const shapes: Record<string, () => string> = {
      hex32: () => pick(HEX, 32),
      hex40: () => pick(HEX, 40),
      base62x20: () => pick(BASE62, 20),
      base62x32: () => pick(BASE62, 32),
      base64x32: () => pick(`${BASE62}+/`, 32),
      base64x44: () => `${pick(`${BASE62}+/`, 43)}=`,
    };
    for (const [shape, make] of Object.entries(shapes)) {
      let passed = 0;
      for (let i = 0; i < 2000; i++) if (looksRandom(make())) passed++;
      expect(passed / 2000, shape).toBeGreaterThanOrEqual(0.99);
    }
    for (const secret of [HEX32, HEX40, B62, B64, SENDGRID]) expect(looksRandom(secret), secret).toBe(true);
    // Values seen under token- and key-named keys that are not secrets.
    const notSecrets = [
      "text-embedding-3-small",
      "refresh-token-rotation",
      "2026-01-10T10:00:00Z",
      "gpt-4o-mini-2024-07-18",
      "claude-3-5-sonnet-20241022",
      "us-east-1.amazonaws.com",
      "v1.2.3-beta.4+build.5",
      "ProductionDeployKey2024",
      "nomic-embed-text:latest",
      "embeddinggemma:300m",
      "ghcr.io/acme/app:1.2.3",
      "arn:aws:iam::123456789012:role/deploy",
      "projects/demo-123/secrets/db-password/versions/latest",
      "read:packages,write:packages",
      "my-service-account@project.iam",
      "com.example.app.release",
      "pk_test_placeholder",
      "YYYY-MM-DDTHH:mm:ssZ",
      "session-cookie-name-v2",
      "aaaaaaaaaaaaaaaa1",
      "OPENAI_API_KEY_FROM_VAULT",
      "1516239022151623902215",
      "AuthenticationTokenProvider",
      "X-Amz-Security-Token",
      "application/x-www-form-urlencoded",
      "io.jsonwebtoken.jjwt-api",
      "spring.security.oauth2.client",
      "keycloak-realm-production",
      "GITHUB_TOKEN_FOR_RELEASES",
      "0.0.0.0:8080/oauth/token",
    ];
    expect(notSecrets.length).toBe(30);
    expect(notSecrets.filter(looksRandom)).toEqual([]);
    expect(notSecrets.filter((value) => redactSecrets(`api_token: ${value}`).findings.length > 0)).toEqual([]);
    expect(shannonEntropy("aaaa")).toBe(0);
    expect(classChangeRate("a1B2")).toBe(0.75);
  });
});

describe("redactValue", () => {
  it("walks arrays and objects and redacts by key", () => {
    const value = {
      db: { host: "db.internal", db_password: "hunter2", port: 5432 },
      pin_password: 48213,
      api_token: B62,
      notes: [`see https://u:p4ssw0rd@h.example/x`, "plain"],
      credentials: {
        type: "service_account",
        private_key_id: GCP_KEY_ID,
        client_email: "bot@x.iam.gserviceaccount.com",
      },
      count: 3,
      enabled: true,
    };
    const { value: redacted, findings } = redactValue(value, "meta");
    expect(redacted).toEqual({
      db: { host: "db.internal", db_password: "[REDACTED:password-assignment]", port: 5432 },
      pin_password: "[REDACTED:password-assignment]",
      api_token: "[REDACTED:generic-secret]",
      notes: ["see https://u:[REDACTED:url-password]@h.example/x", "plain"],
      credentials: {
        type: "service_account",
        private_key_id: GCP_KEY_ID,
        client_email: "bot@x.iam.gserviceaccount.com",
      },
      count: 3,
      enabled: true,
    });
    expect(findings).toEqual([
      { kind: "password-assignment", path: "meta.db.db_password" },
      { kind: "password-assignment", path: "meta.pin_password" },
      { kind: "generic-secret", path: "meta.api_token" },
      { kind: "url-password", path: "meta.notes[0]" },
    ]);
    expect(value.db.db_password).toBe("hunter2"); // the input is not mutated
    expect(redactValue(redacted, "meta").findings).toEqual([]);
  });

  it("returns the same object when nothing is secret", () => {
    const value = {
      severity: "S1",
      paths: ["src/auth/**"],
      password_policy: "strict",
      token_type: "bearer",
      password_min_length: 12,
      port: 5432,
    };
    expect(redactValue(value).value).toBe(value);
  });
});

describe("redactDocument", () => {
  it("redacts title, body, tags, fields and link extras, and reports per field", () => {
    const document: MemoryDocument = {
      slug: "gotcha-x",
      title: `Key ${AWS_EXAMPLE_ID} leaked`,
      type: "gotcha",
      tags: ["auth"],
      created: "2026-01-10T10:00:00Z",
      updated: "2026-01-10T10:00:00Z",
      links: [{ target: "decision-y", label: "relates-to", created: "2026-01-10T10:00:00Z", note: `token ${GHP}` }],
      body: `Use ${GHP} and ${AWS_EXAMPLE_ID}.`,
      fields: { paths: ["src/**"], meta: { password: "hunter2" } },
    };
    const { document: out, redactions } = redactDocument(document);
    expect(out.title).toBe("Key [REDACTED:aws-access-key] leaked");
    expect(out.body).toBe("Use [REDACTED:github-token] and [REDACTED:aws-access-key].");
    expect(out.links[0]).toEqual({
      target: "decision-y",
      label: "relates-to",
      created: "2026-01-10T10:00:00Z",
      note: "token [REDACTED:github-token]",
    });
    expect(Object.keys(out.links[0]!)).toEqual(["target", "label", "created", "note"]);
    expect(out.fields).toEqual({ paths: ["src/**"], meta: { password: "[REDACTED:password-assignment]" } });
    expect(redactions).toEqual([
      { kind: "aws-access-key", field: "title", count: 1 },
      { kind: "github-token", field: "content", count: 1 },
      { kind: "aws-access-key", field: "content", count: 1 },
      { kind: "github-token", field: "links", count: 1 },
      { kind: "password-assignment", field: "meta", count: 1 },
    ]);
    expect(redactDocument(out).redactions).toEqual([]);
    const clean = { ...document, title: "t", body: "b", links: [], fields: {} };
    expect(redactDocument(clean).document).toBe(clean);
  });
});
