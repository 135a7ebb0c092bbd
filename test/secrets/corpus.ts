// A corpus of FAKE secrets in the documented shapes of real providers, and of
// near misses (values that look like secrets but are not). Every secret is
// generated here from a seeded random source: none of them was ever valid.
// Shared by the redactor's unit test and the test that writes the corpus
// through every path that persists bytes.

export interface CorpusSecret {
  /** Provider or shape, e.g. "stripe webhook secret". */
  name: string;
  /** A realistic line or snippet holding the secret. */
  text: string;
  /** The secret parts that must not survive (each at least 4 characters). */
  secrets: string[];
}

export interface NearMiss {
  name: string;
  text: string;
}

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const DIGITS = "0123456789";
const HEX = "0123456789abcdef";
const ALNUM = UPPER + LOWER + DIGITS;
const B64 = `${ALNUM}+/`;
const URLSAFE = `${ALNUM}_-`;

/** Seeded generator: the same corpus on every run. */
export function corpusRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (alphabet: string, length: number) => {
    let out = "";
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(next() * alphabet.length)];
    // Random strings of a mixed alphabet contain a digit and both cases almost always; make it always.
    if (alphabet === ALNUM || alphabet === B64 || alphabet === URLSAFE) {
      if (length >= 12) out = `${out.slice(0, length - 3)}${pick(UPPER, 1)}${pick(DIGITS, 1)}${pick(LOWER, 1)}`;
    }
    return out;
  };
  const digits = (length: number) => pick("123456789", 1) + pick(DIGITS, length - 1);
  return { next, pick, digits };
}

export function secretCorpus(seed = 20261125): CorpusSecret[] {
  const { pick, digits } = corpusRandom(seed);
  const hex = (n: number) => pick(HEX, n);
  const alnum = (n: number) => pick(ALNUM, n);
  const b64 = (n: number) => pick(B64, n);
  const urlsafe = (n: number) => pick(URLSAFE, n);
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
  const base64url = (text: string) => Buffer.from(text).toString("base64url");
  const pemBody = () => Array.from({ length: 4 }, () => b64(64));
  const out: CorpusSecret[] = [];
  const add = (name: string, text: string, ...secrets: string[]) => out.push({ name, text, secrets });

  const akia = `AKIA${pick(`${UPPER}234567`, 16)}`;
  add("aws access key id in prose", `The CI user's key ${akia} was pushed to a public fork; rotate it.`, akia);
  const asia = `ASIA${pick(`${UPPER}234567`, 16)}`;
  const awsSecret = b64(40);
  add(
    "aws temporary credentials in env",
    `export AWS_ACCESS_KEY_ID=${asia}\nexport AWS_SECRET_ACCESS_KEY=${awsSecret}`,
    asia,
    awsSecret,
  );
  const awsSecret2 = b64(40);
  add(
    "aws secret key on the aws cli",
    `aws configure set aws_secret_access_key ${awsSecret2} --profile staging`,
    awsSecret2,
  );
  const awsSecret3 = b64(40);
  add(
    "aws credentials file",
    `[prod]\naws_access_key_id = AKIA${pick(`${UPPER}234567`, 16)}\naws_secret_access_key = ${awsSecret3}`,
    awsSecret3,
  );

  const ghp = `ghp_${alnum(36)}`;
  add("github classic token in a clone url", `git clone https://${ghp}@github.com/acme/infra.git`, ghp);
  const gho = `gho_${alnum(36)}`;
  add("github oauth token", `The callback returned ${gho} for the app.`, gho);
  const pat = `github_pat_${alnum(22)}_${alnum(59)}`;
  add("github fine-grained token in a shell command", `export GITHUB_TOKEN=${pat} && gh release list`, pat);
  const glpat = `glpat-${urlsafe(20)}`;
  add(
    "gitlab personal token in a header",
    `curl --header "PRIVATE-TOKEN: ${glpat}" https://gitlab.example.com/api/v4/projects`,
    glpat,
  );
  const xoxb = `xoxb-${digits(12)}-${digits(13)}-${alnum(24)}`;
  add("slack bot token", `SLACK_BOT_TOKEN=${xoxb}`, xoxb);
  const slackHook = `https://hooks.slack.com/services/T${pick(UPPER + DIGITS, 8)}/B${pick(UPPER + DIGITS, 10)}/${alnum(24)}`;
  add("slack incoming webhook", `Alerts post to ${slackHook} from the cron job.`, slackHook.slice(-24));
  const npm = `npm_${alnum(36)}`;
  add("npm automation token in .npmrc", `//registry.npmjs.org/:_authToken=${npm}`, npm);
  const npmLegacy = uuid();
  add(
    "legacy npm token in .npmrc",
    `@acme:registry=https://npm.acme.dev/\n//npm.acme.dev/:_authToken=${npmLegacy}`,
    npmLegacy,
  );
  const pypi = `pypi-AgEIcHlwaS5vcmc${urlsafe(70)}`;
  add("pypi upload token", `twine upload -u __token__ -p ${pypi} dist/*`, pypi);
  const openaiProj = `sk-proj-${urlsafe(74)}T3BlbkFJ${urlsafe(74)}`;
  add("openai project key", `OPENAI_API_KEY=${openaiProj}`, openaiProj);
  const openaiLegacy = `sk-${alnum(20)}T3BlbkFJ${alnum(20)}`;
  add("openai legacy key in code", `client = OpenAI(api_key="${openaiLegacy}")`, openaiLegacy);
  const anthropic = `sk-ant-api03-${urlsafe(93)}AA`;
  add("anthropic api key", `Set ANTHROPIC_API_KEY to ${anthropic} on the runner.`, anthropic);
  const aiza = `AIza${urlsafe(35)}`;
  add("google api key in a url", `https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key=${aiza}`, aiza);
  const gocspx = `GOCSPX-${urlsafe(28)}`;
  add(
    "google oauth client secret",
    `{"web":{"client_id":"${digits(12)}-${pick(LOWER + DIGITS, 32)}.apps.googleusercontent.com","client_secret":"${gocspx}"}}`,
    gocspx,
  );
  const skLive = `sk_live_${alnum(99)}`;
  add("stripe secret key", `stripe.api_key = "${skLive}"`, skLive);
  const rkLive = `rk_live_${alnum(99)}`;
  add("stripe restricted key in prose", `The reporting job uses ${rkLive}.`, rkLive);
  const whsec = `whsec_${alnum(32)}`;
  add("stripe webhook signing secret", `STRIPE_WEBHOOK_SECRET=${whsec}`, whsec);
  const hf = `hf_${alnum(34)}`;
  add("hugging face token", `huggingface-cli login --token ${hf}`, hf);
  const sendgrid = `SG.${urlsafe(22)}.${urlsafe(43)}`;
  add("sendgrid api key in prose", `Mail goes out through ${sendgrid} (the marketing account).`, sendgrid);
  const twilioKey = `SK${hex(32)}`;
  const twilioToken = hex(32);
  add(
    "twilio api key and auth token",
    `TWILIO_API_KEY=${twilioKey}\nTWILIO_AUTH_TOKEN=${twilioToken}`,
    twilioKey,
    twilioToken,
  );
  const mailgun = `key-${hex(32)}`;
  add(
    "mailgun private api key",
    `curl -s --user 'api:${mailgun}' https://api.mailgun.net/v3/mg.acme.dev/messages`,
    mailgun,
  );
  const shopify = `shpat_${hex(32)}`;
  add("shopify admin token", `X-Shopify-Access-Token: ${shopify}`, shopify);
  const datadog = hex(32);
  add("datadog api key in yaml", `datadog:\n  apiKey: ${datadog}\n  site: datadoghq.eu`, datadog);
  const ddApp = hex(40);
  add("datadog application key in env", `DD_APP_KEY=${ddApp}`, ddApp);
  const doToken = `dop_v1_${hex(64)}`;
  add("digitalocean token", `doctl auth init -t ${doToken}`, doToken);
  const discordBot = `M${alnum(25)}.${urlsafe(6)}.${urlsafe(38)}`;
  add("discord bot token", `client.login('${discordBot}')`, discordBot);
  const discordHook = `https://discord.com/api/webhooks/${digits(18)}/${urlsafe(68)}`;
  add("discord webhook", `Deploy notices: ${discordHook}`, discordHook.slice(-68));
  const telegram = `${digits(10)}:AA${urlsafe(33)}`;
  add("telegram bot token", `https://api.telegram.org/bot${telegram}/sendMessage`, telegram);
  const jwt = `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(`{"sub":"${digits(8)}","name":"svc","iat":${digits(10)}}`)}.${urlsafe(43)}`;
  add("jwt in an authorization header", `curl -H "Authorization: Bearer ${jwt}" https://api.acme.dev/me`, jwt);
  const rsa = pemBody();
  add(
    "rsa private key block",
    `Deploy key:\n-----BEGIN RSA PRIVATE KEY-----\n${rsa.join("\n")}\n-----END RSA PRIVATE KEY-----`,
    ...rsa,
  );
  const openssh = pemBody();
  add(
    "openssh private key block",
    `-----BEGIN OPENSSH PRIVATE KEY-----\n${openssh.join("\n")}\n-----END OPENSSH PRIVATE KEY-----`,
    ...openssh,
  );
  const pgPassword = `p@ss${alnum(6)}!`;
  add(
    "postgres url whose password holds an @",
    `DATABASE_URL=postgres://app:${pgPassword}@db.internal:5432/app`,
    pgPassword,
  );
  const mongoPassword = alnum(14);
  add(
    "mongodb+srv url",
    `mongodb+srv://admin:${mongoPassword}@cluster0.ab1cd.mongodb.net/prod?retryWrites=true`,
    mongoPassword,
  );
  const accountKey = `${b64(86)}==`;
  add(
    "azure storage connection string",
    `DefaultEndpointsProtocol=https;AccountName=acmeprod;AccountKey=${accountKey};EndpointSuffix=core.windows.net`,
    accountKey,
  );
  const sas = encodeURIComponent(`${b64(43)}=`);
  add(
    "azure sas url",
    `https://acmeprod.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-01T00:00:00Z&sig=${sas}`,
    sas,
  );
  const amzSig = hex(64);
  const amzId = `AKIA${pick(`${UPPER}234567`, 16)}`;
  add(
    "aws presigned s3 url",
    `https://acme-exports.s3.amazonaws.com/report.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=${amzId}%2F20261125%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261125T101010Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=${amzSig}`,
    amzSig,
    amzId,
  );
  const googSig = hex(256);
  add(
    "gcs signed url",
    `https://storage.googleapis.com/acme-bucket/a.zip?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Expires=900&X-Goog-Signature=${googSig}`,
    googSig,
  );
  const literal = `${alnum(10)}#9`;
  add(
    "kubectl nested assignment",
    `kubectl create secret generic db --from-literal=username=app --from-literal=password=${literal}`,
    literal,
  );
  const curlPw = `${alnum(8)}9!`;
  add("curl -u user:password", `curl -u deploy:${curlPw} https://ci.acme.dev/api/json`, curlPw);
  const mysqlPw = `${alnum(9)}7`;
  add("mysql -pPASSWORD", `mysql -h db.internal -u root -p${mysqlPw} app < dump.sql`, mysqlPw);
  const flagPw = `${alnum(10)}3`;
  add("--password value", `pg_dumpall --host db --username admin --password ${flagPw}`, flagPw);
  const pgpass = `${alnum(12)}5`;
  add(".pgpass line", `~/.pgpass:\ndb.internal:5432:app:app_user:${pgpass}`, pgpass);
  const netrc = `${alnum(12)}`;
  add(".netrc line", `machine api.heroku.com login ops@acme.dev password ${netrc}`, netrc);
  const yamlPw = `${alnum(8)}-${alnum(4)}`;
  add("yaml password", `database:\n  host: db.internal\n  username: app\n  password: ${yamlPw}\n  pool: 5`, yamlPw);
  const jsonKey = alnum(32);
  add("json apiKey", `{\n  "endpoint": "https://api.acme.dev",\n  "apiKey": "${jsonKey}"\n}`, jsonKey);
  const tomlSecret = alnum(24);
  add("toml client secret", `[oauth]\nclient_id = "acme-web"\nclient_secret = "${tomlSecret}"`, tomlSecret);
  const iniPw = `${alnum(7)}%2`;
  add("ini password", `[mysql]\nhost=db\nuser=report\npassword=${iniPw}`, iniPw);
  const prosePw = `${alnum(6)}42`;
  add("password in prose", `For the staging box the password is ${prosePw}, ask ops before rotating it.`, prosePw);
  const adoPw = `${alnum(9)}!1`;
  add(
    "sql server connection string",
    `Server=tcp:acme.database.windows.net,1433;Database=prod;User ID=sa;Password=${adoPw};Encrypt=True;`,
    adoPw,
  );
  const dockerPw = alnum(20);
  add("docker login -p", `docker login -u ci -p ${dockerPw} registry.acme.dev`, dockerPw);
  const sshpass = `${alnum(8)}@1`;
  add("sshpass -p", `sshpass -p '${sshpass}' ssh deploy@10.0.0.12`, sshpass);
  const bearer = alnum(40);
  add("opaque bearer token", `Authorization: Bearer ${bearer}`, bearer);
  const basic = Buffer.from(`ci:${alnum(16)}`).toString("base64");
  add("basic auth header", `curl -H 'Authorization: Basic ${basic}' https://nexus.acme.dev`, basic);
  const vault = `hvs.${urlsafe(90)}`;
  add("hashicorp vault token", `VAULT_TOKEN=${vault} vault kv get secret/app`, vault);
  const doppler = `dp.pt.${alnum(43)}`;
  add("doppler token", `doppler configure set token ${doppler}`, doppler);
  const linear = `lin_api_${alnum(40)}`;
  add("linear api key", `The triage bot authenticates with ${linear}.`, linear);
  const notion = `ntn_${digits(11)}${alnum(35)}`;
  add("notion integration token", `NOTION_TOKEN=${notion}`, notion);
  const postman = `PMAK-${hex(24)}-${hex(34)}`;
  add("postman api key", `postman collection run 123 --api-key ${postman}`, postman);
  const age = `AGE-SECRET-KEY-1${pick("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)}`;
  add(
    "age secret key",
    `# created: 2026-11-25\n# public key: age1${pick("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)}\n${age}`,
    age,
  );
  const databricks = `dapi${hex(32)}`;
  add("databricks token", `databricks configure --token <<< ${databricks}`, databricks);
  const grafana = `glsa_${alnum(32)}_${hex(8)}`;
  add("grafana service account token", `GF_TOKEN: "${grafana}"`, grafana);
  const newrelic = `NRAK-${pick(UPPER + DIGITS, 27)}`;
  add("new relic user key", `newrelic profiles add --apiKey ${newrelic} --region EU`, newrelic);
  const fcm = `AAAA${urlsafe(7)}:APA91b${urlsafe(134)}`;
  add("firebase cloud messaging server key", `FCM legacy server key: ${fcm}`, fcm);
  const braintree = `access_token$production$${pick(`${LOWER}${DIGITS}`, 16)}$${hex(32)}`;
  add("braintree access token", `gateway = braintree.BraintreeGateway(access_token="${braintree}")`, braintree);
  const square = `EAAA${urlsafe(60)}`;
  add("square access token", `square.Client(access_token='${square}')`, square);
  const supabase = `sbp_${hex(40)}`;
  add("supabase access token", `supabase login --token ${supabase}`, supabase);
  const sentry = `sntrys_${b64(60)}`;
  add("sentry auth token", `SENTRY_AUTH_TOKEN=${sentry}`, sentry);
  const tailscale = `tskey-auth-k${alnum(10)}CNTRL-${alnum(30)}`;
  add("tailscale auth key", `tailscale up --authkey=${tailscale}`, tailscale);
  const groq = `gsk_${alnum(52)}`;
  add("groq api key", `Ask the model through ${groq} in the notebook.`, groq);
  const azureAd = `${alnum(3)}8Q~${urlsafe(34)}`;
  add(
    "azure ad client secret",
    `az login --service-principal -u ${uuid()} -p ${azureAd} --tenant acme.onmicrosoft.com`,
    azureAd,
  );
  const pgp = pemBody();
  add(
    "pgp private key block",
    `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${pgp.join("\n")}\n=Ab3x\n-----END PGP PRIVATE KEY BLOCK-----`,
    ...pgp,
  );
  const xml = `${alnum(10)}&amp;9`;
  add("xml password element", `<dataSource>\n  <user>report</user>\n  <password>${xml}</password>\n</dataSource>`, xml);
  const redisPw = alnum(16);
  add("redis-cli -a", `redis-cli -h cache.internal -a ${redisPw} --no-auth-warning info`, redisPw);
  const opensslPw = `${alnum(10)}4`;
  add("openssl -passin pass:", `openssl pkcs12 -in cert.p12 -out cert.pem -passin pass:${opensslPw}`, opensslPw);
  const heroku = uuid();
  add("heroku api key (a uuid) in env", `HEROKU_API_KEY=${heroku}`, heroku);
  const mapbox = `sk.eyJ1Ijoi${alnum(20)}.${urlsafe(22)}`;
  add("mapbox secret token", `MAPBOX_DOWNLOADS_TOKEN: ${mapbox}`, mapbox);
  const cloudflare = urlsafe(40);
  add("cloudflare api token", `export CLOUDFLARE_API_TOKEN="${cloudflare}"`, cloudflare);
  const tfc = `${alnum(14)}.atlasv1.${urlsafe(67)}`;
  add("terraform cloud token", `credentials "app.terraform.io" {\n  token = "${tfc}"\n}`, tfc);
  const jsonPw = `${alnum(8)}@${alnum(3)}`;
  add("password with an @ in json", `{"user": "svc", "password": "${jsonPw}"}`, jsonPw);
  const npmrcAuth = Buffer.from(`deploy:${alnum(14)}`).toString("base64");
  add(
    ".npmrc _auth",
    `registry=https://nexus.acme.dev/repository/npm/\n_auth=${npmrcAuth}\nalways-auth=true`,
    npmrcAuth,
  );
  const helmPw = `${alnum(11)}6`;
  add(
    "helm repo add --password=",
    `helm repo add acme https://charts.acme.dev --username ci --password=${helmPw}`,
    helmPw,
  );
  const composePw = `${alnum(12)}`;
  add(
    "docker compose environment list",
    `services:\n  db:\n    environment:\n      - POSTGRES_PASSWORD=${composePw}\n      - POSTGRES_DB=app`,
    composePw,
  );
  const envQuoted = `${alnum(5)} ${alnum(6)}1`;
  add("quoted env password with a space", `DB_PASSWORD='${envQuoted}'`, envQuoted);
  const atlassian = `ATATT3xFfGF0${urlsafe(170)}=${hex(8).toUpperCase()}`;
  add("atlassian api token", `JIRA_API_TOKEN=${atlassian}`, atlassian);
  const replicate = `r8_${alnum(37)}`;
  add("replicate token", `The image job calls replicate with ${replicate}.`, replicate);
  return out;
}

/** Values that look like secrets or sit where secrets sit, and are not secrets. */
export function nearMisses(seed = 4242): NearMiss[] {
  const { pick } = corpusRandom(seed);
  const hex = (n: number) => pick(HEX, n);
  const b64 = (n: number) => pick(B64, n);
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-b${hex(3)}-${hex(12)}`;
  const sha = hex(40);
  const list: Array<[string, string]> = [
    ["full git sha", `Fixed in ${sha}, reverted in ${hex(7)}.`],
    ["author_sha field", `author_sha: ${hex(40)}\ncommitter_sha: ${hex(40)}`],
    ["commit sha in yaml", `commit: ${hex(40)}\nparent_sha: ${hex(40)}`],
    ["git checkout of a sha", `git checkout ${hex(40)} -- src/auth/session.ts`],
    ["git log line", `${hex(40)} Merge pull request #812 from acme/fix-auth-timeout`],
    ["password reset timeout setting", "PASSWORD_RESET_TIMEOUT = 259200"],
    ["password reset timeout in yaml", "password_reset_timeout: 259200\npassword_reset_url: https://acme.dev/reset"],
    ["password length settings", "PASSWORD_MIN_LENGTH=12\npasswordMaxLength: 128\nmax_password_age_days: 90"],
    ["secret rotation interval", "SECRET_ROTATION_DAYS=90\nsecret_name: prod/db/credentials\nsecretName: tls-cert"],
    ["token ttl settings", "TOKEN_EXPIRY_SECONDS=3600\naccess_token_ttl: 900\nrefresh_token_lifetime = 1209600"],
    ["auth flags", "AUTH_ENABLED=true\nAUTH_PROVIDER=github\nauth_method: oauth2"],
    [
      "author metadata",
      "AUTHOR_EMAIL=jane.doe@acme.dev\nauthor: Jane Doe\nauthors: [jane, omar]\nauthored_at: 2026-11-01",
    ],
    [
      "authority and authorization urls",
      "authority: https://login.microsoftonline.com/common\nauthorization_endpoint: https://accounts.google.com/o/oauth2/v2/auth",
    ],
    [
      "password hash algorithm",
      "PASSWORD_HASH_ALGORITHM=argon2id\npassword_hasher: bcrypt\nPASSWORD_HASHERS = ['django.contrib.auth.hashers.Argon2PasswordHasher']",
    ],
    ["secret paths", "JWT_SECRET_PATH=/run/secrets/jwt\nsecrets_dir: ./secrets\npassword_file: /etc/app/db.pass"],
    ["api key header name", "API_KEY_HEADER=X-Api-Key\napi_key_env: OPENAI_API_KEY\napiKeyName: x-functions-key"],
    [
      "token endpoint",
      "TOKEN_ENDPOINT=https://auth.acme.dev/oauth/token\ntoken_url: https://oauth2.googleapis.com/token",
    ],
    ["max tokens", "max_tokens: 4096\nmaxTokens = 8192\ntokens_per_minute: 90000\nnum_tokens=512"],
    ["token type and tokenizer", "token_type: bearer\ntokenizer: cl100k_base\ntoken_count: 1874"],
    ["uuid in prose", `Request ${uuid()} timed out after 30 s.`],
    ["uuid ids in json", `{"id": "${uuid()}", "tenant_id": "${uuid()}", "name": "nightly"}`],
    ["idempotency and request ids", `Idempotency-Key: ${uuid()}\nX-Request-Id: ${uuid()}\ntrace_id=${hex(32)}`],
    ["sha256 image digest", `FROM node:20-alpine@sha256:${hex(64)}`],
    ["sha256sum output", `${hex(64)}  memory-0.1.0.tgz`],
    ["sha512 npm integrity", `"integrity": "sha512-${b64(86)}=="`],
    [
      "sri integrity attribute",
      `<script src="/app.js" integrity="sha384-${b64(64)}" crossorigin="anonymous"></script>`,
    ],
    ["yarn lock sha1 integrity", `  integrity sha1-${b64(27)}=`],
    ["go.sum line", `github.com/spf13/cobra v1.8.0 h1:${b64(43)}=`],
    ["pip hash pin", `requests==2.32.3 --hash=sha256:${hex(64)}`],
    ["cargo lock checksum", `checksum = "${hex(64)}"`],
    ["md5 of a file", `md5: ${hex(32)}\netag: "${hex(32)}"`],
    ["content hash fields", `content_hash: ${hex(64)}\nfile_sha1: ${hex(40)}\nchecksum: sha256:${hex(64)}`],
    ["hashes under key-ish names", `cache_key: node-modules-${hex(40)}\nkey_fingerprint: SHA256:${b64(43)}`],
    ["base64 png", `![dot](data:image/png;base64,${b64(120)}=)`],
    ["base64 svg in css", `.logo { background: url("data:image/svg+xml;base64,${b64(160)}"); }`],
    ["base64 image in json", `{"icon": "data:image/webp;base64,${b64(200)}"}`],
    ["public ssh key", `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${b64(43)} jane@laptop`],
    ["public key in config", `public_key: ${b64(44)}\npublicKey = "${b64(44)}"`],
    ["certificate block", `-----BEGIN CERTIFICATE-----\n${b64(64)}\n${b64(64)}\n-----END CERTIFICATE-----`],
    ["public key block", `-----BEGIN PUBLIC KEY-----\n${b64(64)}\n-----END PUBLIC KEY-----`],
    ["stripe publishable key", `STRIPE_PUBLISHABLE_KEY=pk_live_${pick(ALNUM, 24)}`],
    ["kubernetes secret reference", "valueFrom:\n  secretKeyRef:\n    name: db-credentials\n    key: password"],
    [
      "github actions secret reference",
      "with:\n  token: ${{ secrets.GITHUB_TOKEN }}\n  api-key: ${{ secrets.DD_API_KEY }}\nsecrets: inherit",
    ],
    [
      "env references",
      "DB_PASSWORD=${DB_PASSWORD}\nREDIS_PASSWORD=$REDIS_PASSWORD\nexport API_TOKEN\necho $GITHUB_TOKEN",
    ],
    [
      "code reading secrets",
      "const password = process.env.DB_PASSWORD;\nconst token = await vault.read('kv/app').data.token;\nsecret = os.environ['APP_SECRET']",
    ],
    ["typed declarations", "interface Credentials {\n  password: string;\n  apiKey: string;\n  token?: string;\n}"],
    [
      "placeholders",
      "password: <your-password>\napi_key: YOUR_API_KEY_HERE\ntoken: xxxxxxxxxxxxxxxxxxxx\nsecret: '********'",
    ],
    ["empty and null secrets", 'password: ""\napi_key: null\ntoken: ~\nsecret: none'],
    [
      "url without password",
      "https://github.com/acme/app/blob/main/src/auth.ts#L42\npostgres://db.internal:5432/app\nssh://git@github.com/acme/app.git",
    ],
    [
      "url with placeholder password",
      "postgres://app:${DB_PASS}@localhost/app\nhttps://user:<password>@host/x\nredis://:****@cache:6379",
    ],
    ["url with an email in the query", "https://acme.dev/invite?email=jane@acme.dev&team=core"],
    ["password as a word in prose", "Reset your password in settings; the password reset mail can take a minute."],
    ["the password is not given", "The password is stored in 1Password, and the token is valid for one hour."],
    [
      "password rules in prose",
      "The password is required and must be at least 12 characters; passwords are hashed with argon2id.",
    ],
    ["secret in prose", "The secret to fast builds is caching: keep node_modules between runs."],
    ["auth in prose", "Auth is handled by the gateway; the authorization header is added there."],
    ["token bucket in prose", "The token bucket refills at 10 tokens per second."],
    ["words containing pass", "bypass: true\ncompass_heading: 270\npasses: 3\npassthrough: false\npassenger_count: 4"],
    [
      "words containing key and token",
      "keyboard_layout: de\nmonkey_patch: false\nturkey_count: 2\ntokenize: true\nbroken_token_handling: strict",
    ],
    ["docker port mapping", "docker run -p 8080:80 -p 5432:5432 postgres:16"],
    ["git push -u", "git push -u origin feature/auth-refresh"],
    ["ssh -p port", "ssh -p 2222 deploy@bastion.acme.dev"],
    [
      "mysql -P port and -p prompt",
      "mysql -h db -P 3306 -u report -p\nmysqldump --single-transaction -p app > dump.sql",
    ],
    [
      "password from stdin",
      'echo "$CR_PAT" | docker login ghcr.io -u jane --password-stdin\n--password-file /run/secrets/db',
    ],
    ["curl -u with variables", 'curl -u "$USER:$TOKEN" https://api.acme.dev\ncurl -u admin https://localhost:9200'],
    ["ps -p and kill", "ps -p 1234 -o pid,cmd && kill -9 1234"],
    ["semver and versions", '"version": "1.4.2-beta.3+build.5", "gray-matter": "^4.0.3", "node": ">=20"'],
    ["timestamps", "created: 2026-01-10T10:00:00Z\nupdated: 2026-01-10T10:30:00.123+02:00\ncron: '*/15 * * * *'"],
    ["compiler output", "src/auth.ts:12:5: error TS2322: Type 'string' is not assignable to type 'number'."],
    ["time and ratio colons", "10:30:00:123 start\n1:2:3:4:5 ratio"],
    ["css colors and hex literals", ".btn { color: #1a2b3c; } const MAGIC = 0xDEADBEEFCAFEBABE;"],
    [
      "long camelCase identifiers",
      "Call useAuthenticatedSessionRefreshTokenRotationHandler() before createOAuthAccessTokenProviderFactory.",
    ],
    ["minified chunk names", "dist/chunks/chunk-3JHF6CWT.mjs and dist/chunks/api-PEG7J7YS.mjs"],
    ["dotted code references", "Call SG.Settings.loadDefaults() and hf_hub_download(repo_id='acme/model')."],
    [
      "prefixes described",
      "GitHub tokens start with ghp_, Stripe keys with sk_live_ and webhook secrets with whsec_; AWS key ids start with AKIA.",
    ],
    ["jwt shape described", "A JWT looks like xxxxx.yyyyy.zzzzz (header.payload.signature)."],
    ["mac and ip addresses", "eth0 ether 3c:22:fb:9a:10:4e, inet 10.0.12.7/24, fe80::1ff:fe23:4567:890a"],
    [
      "gpg fingerprint",
      "gpg --recv-keys 3AA5C34371567BD2 (fingerprint 4AEE 18F8 3AFD EB23 B9B8  AFC1 3AA5 C343 7156 7BD2)",
    ],
    ["bcrypt hash under a hash key", "password_hash: $2b$12$R9h/cIPz0gi.URNNX3kh2OPST9/PgBkqquzi.Ss7KIUgO2t0jWMUW"],
    [
      "secret manager ids",
      "SECRET_MANAGER_PROJECT=acme-prod-123456\nsecret_arn: arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-AbCdEf\nkey_vault_uri: https://acme-kv.vault.azure.net/",
    ],
    [
      "model names under token-ish keys",
      "embedding_model: text-embedding-3-small\napi_version: 2024-10-21\nauth_scope: https://cognitiveservices.azure.com/.default",
    ],
    ["docker image tags", `image: ghcr.io/acme/app:build-${hex(12)}\nimage: registry.acme.dev/api:sha-${hex(7)}`],
    [
      "markdown table naming secrets",
      "| name | kind |\n|---|---|\n| GITHUB_TOKEN | token |\n| DB_PASSWORD | password |",
    ],
    [
      "file paths",
      "See src/auth/tokens/refresh-token-store.ts and /etc/passwd; secrets live in ~/.config/app/secrets.json.",
    ],
    ["nsswitch and PWD", "passwd: files systemd\nPWD=/home/dev/project\npwd: /srv/app"],
    [
      "already redacted",
      'api_key = "[REDACTED:generic-secret]"\npassword: "[REDACTED:password-assignment]"\nhttps://u:[REDACTED:url-password]@h/x',
    ],
    ["uuid under a non-secret key", `session_id: ${uuid()}\nclient_id: ${uuid()}\nsubscription_id: ${uuid()}`],
    ["npm lock resolved url", '"resolved": "https://registry.npmjs.org/gray-matter/-/gray-matter-4.0.3.tgz"'],
    [
      "base64 in prose",
      `The header decodes as ${Buffer.from("this is just a test string for decoding").toString("base64")}, plain text.`,
    ],
  ];
  return list.map(([name, text]) => ({ name, text }));
}

/** Provider or shape names in the positive corpus. */
export function providersCovered(corpus: readonly CorpusSecret[]): number {
  return new Set(corpus.map((entry) => entry.name)).size;
}
