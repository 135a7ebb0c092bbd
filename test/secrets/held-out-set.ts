// A third secret set, written by someone who had not read the rules or the
// other two sets: 274 secrets and 150 near misses as developers leave them in
// notes (providers' token shapes, config files, command lines, prose in seven
// languages, Markdown tables). Values come from a seeded generator in each
// provider's public format; none was ever a real credential.
// @ts-nocheck: data written as plain JavaScript

// ---------- deterministic generator ----------
let seed = 0x5eed1234;
function rand() {
  // mulberry32
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const AL = {
  alnum: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
  lower: "abcdefghijklmnopqrstuvwxyz",
  letters: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
  loweralnum: "abcdefghijklmnopqrstuvwxyz0123456789",
  upperalnum: "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
  hex: "0123456789abcdef",
  HEX: "0123456789ABCDEF",
  b64: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/",
  b64url: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_",
  b32: "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567",
  b32lower: "abcdefghijklmnopqrstuvwxyz234567",
  bech32: "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L",
  digits: "0123456789",
  nix: "0123456789abcdfghijklmnpqrsvwxyz",
};
function r(alpha, n) {
  const a = AL[alpha] ?? alpha;
  let s = "";
  for (let i = 0; i < n; i++) s += a[Math.floor(rand() * a.length)];
  return s;
}
const digitsNZ = (n) => r("123456789", 1) + r("digits", n - 1);
const uuid = () => `${r("hex", 8)}-${r("hex", 4)}-4${r("hex", 3)}-${r("89ab", 1)}${r("hex", 3)}-${r("hex", 12)}`;
const b64urlJson = (o) => Buffer.from(JSON.stringify(o)).toString("base64url");
const b64 = (s) => Buffer.from(s).toString("base64");
function jwt(payload, alg = "HS256", sigLen = 43) {
  return `${b64urlJson({ alg, typ: "JWT" })}.${b64urlJson(payload)}.${r("b64url", sigLen)}`;
}
function pemBody(prefix, lines, last = 40) {
  const out = [];
  const first = prefix + r("b64", 64 - prefix.length);
  out.push(first);
  for (let i = 1; i < lines - 1; i++) out.push(r("b64", 64));
  out.push(r("b64", last - 2) + "==");
  return out;
}

// ---------- secrets ----------
export const secrets = [];
function S(id, text, secret) {
  if (!text.includes(secret)) throw new Error(`case ${id}: secret not in text`);
  secrets.push({ id, text, secret });
}

// --- AWS ---
{
  const kid = "AKIA" + r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16);
  const sk = r("b64", 40);
  S(
    "aws-credentials-ini",
    `~/.aws/credentials for the deploy bot:\n[deploy]\naws_access_key_id = ${kid}\naws_secret_access_key = ${sk}\nregion = eu-west-1`,
    sk,
  );
  const kid2 = "AKIA" + r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16);
  const sk2 = r("b64", 40);
  S(
    "aws-env-export",
    `export AWS_ACCESS_KEY_ID=${kid2}\nexport AWS_SECRET_ACCESS_KEY=${sk2}\nexport AWS_DEFAULT_REGION=us-east-1`,
    sk2,
  );
  const kid3 = "AKIA" + r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16);
  S(
    "aws-key-id-in-prose",
    `The CI user's access key is ${kid3} (secret is in the vault), rotate it before March.`,
    kid3,
  );
  const sk3 = r("b64", 40);
  S(
    "aws-secret-prose",
    `for the billing export use key id ${"AKIA" + r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)} and secret ${sk3}`,
    sk3,
  );
  const asia = "ASIA" + r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16);
  const sess = "IQoJb3JpZ2luX2VjE" + r("b64", 300) + "==";
  S(
    "aws-session-token",
    `temporary creds from sts assume-role:\nAWS_ACCESS_KEY_ID=${asia}\nAWS_SECRET_ACCESS_KEY=${r("b64", 40)}\nAWS_SESSION_TOKEN=${sess}`,
    sess,
  );
  const sk4 = r("b64", 40);
  S(
    "aws-json-creds",
    `{\n  "AccessKeyId": "${"AKIA" + r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)}",\n  "SecretAccessKey": "${sk4}",\n  "Region": "ap-southeast-2"\n}`,
    sk4,
  );
  const presig = r("hex", 64);
  S(
    "aws-presigned-url",
    `shareable link (valid 7 days): https://acme-exports.s3.eu-west-1.amazonaws.com/reports/2024-q3.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=${"AKIA" + r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)}%2F20240912%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20240912T101500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=${presig}`,
    presig,
  );
}

// --- GCP ---
{
  const body = pemBody("MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", 26);
  const pk = `-----BEGIN PRIVATE KEY-----\\n${body.join("\\n")}\\n-----END PRIVATE KEY-----\\n`;
  S(
    "gcp-sa-json",
    `{\n  "type": "service_account",\n  "project_id": "acme-prod-381204",\n  "private_key_id": "${r("hex", 40)}",\n  "private_key": "${pk}",\n  "client_email": "deployer@acme-prod-381204.iam.gserviceaccount.com",\n  "client_id": "${digitsNZ(21)}"\n}`,
    body[3],
  );
  const pkid = r("hex", 40);
  S(
    "gcp-sa-private-key-id-only",
    `service account key: private_key_id "${pkid}", private_key "-----BEGIN PRIVATE KEY-----\\n${r("b64", 64)}\\n..."`,
    pkid.slice(0, 0) + "BEGIN PRIVATE KEY-----\\n",
  );
  secrets.pop(); // keep only well-defined cases
  const gkey = "AIza" + r("b64url", 35);
  S("gemini-api-key", `GEMINI_API_KEY=${gkey}  # server-side only, from AI Studio`, gkey);
  const gcs = "GOCSPX-" + r("b64url", 28);
  S(
    "google-oauth-client-secret",
    `google oauth app: client_id=${digitsNZ(12)}-${r("loweralnum", 32)}.apps.googleusercontent.com client_secret=${gcs}`,
    gcs,
  );
  const rt = "1//0" + r("b64url", 99);
  S("google-refresh-token", `refresh token for the sheets sync account: ${rt}`, rt);
  const ya = "ya29.a0A" + r("b64url", 170);
  S("google-access-token-query", `curl "https://www.googleapis.com/drive/v3/files?access_token=${ya}"`, ya);
  const gsig = r("hex", 512);
  S(
    "gcs-signed-url",
    `https://storage.googleapis.com/acme-media/uploads/video.mp4?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=signer%40acme.iam.gserviceaccount.com%2F20240901%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20240901T120000Z&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature=${gsig}`,
    gsig,
  );
}

// --- Azure ---
{
  const ak = r("b64", 86) + "==";
  S(
    "azure-storage-connstr",
    `AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=acmeprodblobs;AccountKey=${ak};EndpointSuffix=core.windows.net"`,
    ak,
  );
  const sig = encodeURIComponent(r("b64", 43) + "=");
  S(
    "azure-sas-token",
    `blob SAS for the upload container: https://acmeprodblobs.blob.core.windows.net/uploads?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2025-06-30T18:00:00Z&st=2024-06-30T10:00:00Z&spr=https&sig=${sig}`,
    sig,
  );
  const cs =
    r("alnum", 3) + r("digits", 1) + "Q~" + r("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-.~", 34);
  S("azure-client-secret", `AZURE_TENANT_ID=${uuid()}\nAZURE_CLIENT_ID=${uuid()}\nAZURE_CLIENT_SECRET=${cs}`, cs);
  const sbk = r("b64", 43) + "=";
  S(
    "azure-servicebus",
    `Endpoint=sb://acme-events.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${sbk}`,
    sbk,
  );
  const cosmos = r("b64", 86) + "==";
  S(
    "azure-cosmos",
    `cosmos: AccountEndpoint=https://acme-cosmos.documents.azure.com:443/;AccountKey=${cosmos};`,
    cosmos,
  );
  const ado = r("b32lower", 52);
  S("azure-devops-pat", `ADO PAT for the build agent (expires in 30d): ${ado}`, ado);
  const ado2 = r("alnum", 84);
  S("azure-devops-pat-new-git", `git clone https://build:${ado2}@dev.azure.com/acme/Platform/_git/infra`, ado2);
  const sqlpw = "Vx9!qLr2#Tm7";
  S(
    "azure-sql-connstr",
    `"ConnectionStrings": { "Default": "Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=orders;User ID=appadmin;Password=${sqlpw};Encrypt=True;" }`,
    sqlpw,
  );
  const fk = r("b64url", 54) + "==";
  S("azure-function-key", `call the function with https://acme-fn.azurewebsites.net/api/ingest?code=${fk}`, fk);
}

// --- GitHub ---
{
  const ghp = "ghp_" + r("alnum", 36);
  S("github-classic-pat", `my GitHub PAT (repo scope): ${ghp}`, ghp);
  const fg = "github_pat_" + r("upperalnum", 22) + "_" + r("alnum", 59);
  S("github-fine-grained", `GH_TOKEN=${fg}`, fg);
  const ghs = "ghs_" + r("alnum", 36);
  S(
    "github-app-installation-remote",
    `git remote set-url origin https://x-access-token:${ghs}@github.com/acme/infra.git`,
    ghs,
  );
  const gho = "gho_" + r("alnum", 36);
  S(
    "github-oauth-hosts-yml",
    `~/.config/gh/hosts.yml\ngithub.com:\n    user: jdoe\n    oauth_token: ${gho}\n    git_protocol: https`,
    gho,
  );
  const ghu = "ghu_" + r("alnum", 36);
  S("github-user-to-server", `const octokit = new Octokit({ auth: "${ghu}" });`, ghu);
  const ghr = "ghr_" + r("alnum", 76);
  S("github-refresh", `refresh_token=${ghr}&expires_in=15811200`, ghr);
  const gitcred = "ghp_" + r("alnum", 36);
  S("git-credentials-file", `~/.git-credentials:\nhttps://jdoe:${gitcred}@github.com`, gitcred);
  const ghwh = r("hex", 40);
  S("github-webhook-secret", `GITHUB_WEBHOOK_SECRET=${ghwh}`, ghwh);
  const appkey = pemBody("MIIEpAIBAAKCAQEA", 25);
  S(
    "github-app-private-key",
    `GitHub App private key (app id 412345):\n-----BEGIN RSA PRIVATE KEY-----\n${appkey.join("\n")}\n-----END RSA PRIVATE KEY-----`,
    appkey[5],
  );
}

// --- GitLab / Bitbucket / other VCS ---
{
  const gl = "glpat-" + r("b64url", 20);
  S("gitlab-pat", `GITLAB_TOKEN=${gl}`, gl);
  const gl2 = "glpat-" + r("b64url", 27) + ".01." + r("loweralnum", 9);
  S("gitlab-pat-new-format", `curl --header "PRIVATE-TOKEN: ${gl2}" "https://gitlab.example.com/api/v4/projects"`, gl2);
  const gldt = "gldt-" + r("b64url", 20);
  S("gitlab-deploy-token-remote", `git clone https://gitlab+deploy-token-42:${gldt}@gitlab.com/acme/charts.git`, gldt);
  const glrt = "glrt-" + r("b64url", 20);
  S("gitlab-runner-token", `gitlab-runner register --url https://gitlab.com --token ${glrt}`, glrt);
  const gr = "GR1348941" + r("b64url", 20);
  S("gitlab-runner-registration", `registration token for the old runner: ${gr}`, gr);
  const glcbt = "glptt-" + r("hex", 40);
  S(
    "gitlab-pipeline-trigger",
    `curl -X POST -F token=${glcbt} -F ref=main https://gitlab.com/api/v4/projects/123/trigger/pipeline`,
    glcbt,
  );
  const atbb = "ATBB" + r("alnum", 28) + r("HEX", 8);
  S("bitbucket-app-password", `bitbucket app password for ci-bot: ${atbb}`, atbb);
}

// --- Slack / Discord / Telegram / chat ---
{
  const xoxb = `xoxb-${digitsNZ(12)}-${digitsNZ(13)}-${r("alnum", 24)}`;
  S("slack-bot-token", `SLACK_BOT_TOKEN=${xoxb}`, xoxb);
  const xoxp = `xoxp-${digitsNZ(12)}-${digitsNZ(12)}-${digitsNZ(13)}-${r("hex", 32)}`;
  S("slack-user-token", `use this user token for the export script: ${xoxp}`, xoxp);
  const hookPath = `T${r("upperalnum", 8)}/B${r("upperalnum", 10)}/${r("alnum", 24)}`;
  const hook = `https://hooks.slack.com/services/${hookPath}`;
  S("slack-webhook", `alerts go to #ops-alerts via ${hook}`, hookPath.split("/")[2]);
  const xapp = `xapp-1-A${r("upperalnum", 10)}-${digitsNZ(13)}-${r("hex", 64)}`;
  S("slack-app-token", `socket mode: SLACK_APP_TOKEN="${xapp}"`, xapp);
  const slsec = r("hex", 32);
  S("slack-signing-secret", `SLACK_SIGNING_SECRET=${slsec}`, slsec);
  const discId = Buffer.from(digitsNZ(19)).toString("base64").replace(/=+$/, "");
  const disc = `${discId}.${r("b64url", 6)}.${r("b64url", 38)}`;
  S("discord-bot-token", `client.login("${disc}")`, disc);
  const dwh = r("b64url", 68);
  S("discord-webhook", `DISCORD_WEBHOOK_URL=https://discord.com/api/webhooks/${digitsNZ(19)}/${dwh}`, dwh);
  const tg = `${digitsNZ(10)}:AA${r("b64url", 33)}`;
  S("telegram-bot-token", `telegram bot @acme_deploy_bot token ${tg}`, tg);
  const tg2 = `${digitsNZ(10)}:AA${r("b64url", 33)}`;
  S("telegram-url", `curl https://api.telegram.org/bot${tg2}/sendMessage -d chat_id=-100123 -d text=deployed`, tg2);
  const teams = `https://acme.webhook.office.com/webhookb2/${uuid()}@${uuid()}/IncomingWebhook/${r("hex", 32)}/${uuid()}/V2${r("b64url", 43)}`;
  const teamsSecret = teams.split("/IncomingWebhook/")[1];
  S("teams-webhook", `Teams channel webhook: ${teams}`, teamsSecret);
  const mm = r("loweralnum", 26);
  S("mattermost-webhook", `mattermost incoming hook: https://chat.acme.io/hooks/${mm}`, mm);
}

// --- Payments ---
{
  const sk = "sk_live_51" + r("alnum", 97);
  S("stripe-secret-live", `STRIPE_SECRET_KEY=${sk}`, sk);
  const rk = "rk_live_51" + r("alnum", 97);
  S("stripe-restricted", `restricted key for the analytics job (read-only charges): ${rk}`, rk);
  const skt = "sk_test_" + r("alnum", 24);
  S("stripe-secret-test-short", `stripe.api_key = "${skt}"`, skt);
  const wh = "whsec_" + r("alnum", 32);
  S("stripe-webhook-secret", `STRIPE_WEBHOOK_SECRET=${wh}`, wh);
  const sq = "EAAA" + r("b64url", 60);
  S("square-access-token", `SQUARE_ACCESS_TOKEN=${sq}`, sq);
  const sqs = "sq0csp-" + r("b64url", 43);
  S("square-app-secret", `square oauth application secret: ${sqs}`, sqs);
  const bt = `access_token$production$${r("loweralnum", 16)}$${r("hex", 32)}`;
  S("braintree-access-token", `BRAINTREE_ACCESS_TOKEN='${bt}'`, bt);
  const pps = "E" + r("b64url", 79);
  S("paypal-client-secret", `PAYPAL_CLIENT_ID=A${r("b64url", 79)}\nPAYPAL_CLIENT_SECRET=${pps}`, pps);
  const adyen = "AQE" + r("alnum", 10) + "." + r("alnum", 60) + "=" + r("b64", 40);
  S("adyen-api-key", `X-API-Key: ${adyen}`, adyen);
  const rzp = r("alnum", 24);
  S("razorpay-secret", `razorpay key_id=rzp_live_${r("alnum", 14)} key_secret=${rzp}`, rzp);
  const shop = "shpat_" + r("hex", 32);
  S(
    "shopify-admin-token",
    `curl -H "X-Shopify-Access-Token: ${shop}" https://acme-store.myshopify.com/admin/api/2024-07/orders.json`,
    shop,
  );
  const shpss = "shpss_" + r("hex", 32);
  S("shopify-shared-secret", `SHOPIFY_API_SECRET=${shpss}`, shpss);
}

// --- Email / SMS ---
{
  const sg = `SG.${r("b64url", 22)}.${r("b64url", 43)}`;
  S("sendgrid", `SENDGRID_API_KEY=${sg}`, sg);
  const mg = `${r("hex", 32)}-${r("hex", 8)}-${r("hex", 8)}`;
  S("mailgun-new", `mailgun private api key: ${mg}`, mg);
  const mgo = "key-" + r("hex", 32);
  S(
    "mailgun-legacy-curl",
    `curl -s --user 'api:${mgo}' https://api.mailgun.net/v3/mg.acme.io/messages -F to=ops@acme.io`,
    mgo,
  );
  const tw = r("hex", 32);
  S("twilio-auth-token", `TWILIO_ACCOUNT_SID=AC${r("hex", 32)}\nTWILIO_AUTH_TOKEN=${tw}`, tw);
  const twsk = "SK" + r("hex", 32);
  const twsec = r("alnum", 32);
  S("twilio-api-key-secret", `twilio api key ${twsk} / secret ${twsec}`, twsec);
  const twc = r("hex", 32);
  S(
    "twilio-curl-u",
    `curl -X POST https://api.twilio.com/2010-04-01/Accounts/AC${r("hex", 32)}/Messages.json -u AC${r("hex", 32)}:${twc}`,
    twc,
  );
  const pm = r("hex", 8) + "-" + r("hex", 4) + "-" + r("hex", 4) + "-" + r("hex", 4) + "-" + r("hex", 12);
  S("postmark-server-token", `X-Postmark-Server-Token: ${pm}`, pm);
  const mc = r("hex", 32) + "-us21";
  S("mailchimp", `MAILCHIMP_API_KEY=${mc}`, mc);
  const brevo = "xkeysib-" + r("hex", 64) + "-" + r("alnum", 16);
  S("brevo", `brevo (sendinblue) key: ${brevo}`, brevo);
  const resend = "re_" + r("alnum", 8) + "_" + r("alnum", 24);
  S("resend", `RESEND_API_KEY=${resend}`, resend);
}

// --- AI providers ---
{
  const oai = "sk-proj-" + r("b64url", 74) + "T3BlbkFJ" + r("b64url", 74);
  S("openai-project-key", `OPENAI_API_KEY=${oai}`, oai);
  const oail = "sk-" + r("alnum", 20) + "T3BlbkFJ" + r("alnum", 20);
  S("openai-legacy-key", `openai.api_key = '${oail}'`, oail);
  const svc = "sk-svcacct-" + r("b64url", 74) + "T3BlbkFJ" + r("b64url", 74);
  S("openai-service-account", `service account key for the eval runner: ${svc}`, svc);
  const ant = "sk-ant-api03-" + r("b64url", 93) + "AA";
  S("anthropic-api-key", `export ANTHROPIC_API_KEY="${ant}"`, ant);
  const anta = "sk-ant-admin01-" + r("b64url", 93) + "AA";
  S(
    "anthropic-admin-key",
    `curl https://api.anthropic.com/v1/organizations/users -H "x-api-key: ${anta}" -H "anthropic-version: 2023-06-01"`,
    anta,
  );
  const hf = "hf_" + r("letters", 34);
  S("huggingface-token", `huggingface-cli login --token ${hf}`, hf);
  const r8 = "r8_" + r("alnum", 37);
  S("replicate", `REPLICATE_API_TOKEN=${r8}`, r8);
  const gsk = "gsk_" + r("alnum", 52);
  S("groq", `groq key ${gsk}`, gsk);
  const pplx = "pplx-" + r("alnum", 48);
  S("perplexity", `PERPLEXITY_API_KEY=${pplx}`, pplx);
  const xai = "xai-" + r("alnum", 80);
  S("xai", `XAI_API_KEY=${xai}`, xai);
  const cohere = r("alnum", 40);
  S("cohere-context", `COHERE_API_KEY=${cohere}`, cohere);
  const mistral = r("alnum", 32);
  S("mistral-context", `mistral: curl https://api.mistral.ai/v1/models -H "Authorization: Bearer ${mistral}"`, mistral);
  const pine = "pcsk_" + r("alnum", 6) + "_" + r("alnum", 63);
  S("pinecone", `PINECONE_API_KEY=${pine}`, pine);
  const lsv = "lsv2_pt_" + r("hex", 32) + "_" + r("hex", 10);
  S("langsmith", `LANGCHAIN_API_KEY=${lsv}`, lsv);
}

// --- Package registries ---
{
  const npm = "npm_" + r("alnum", 36);
  S("npmrc-authtoken", `.npmrc:\n//registry.npmjs.org/:_authToken=${npm}`, npm);
  const ghpkg = "ghp_" + r("alnum", 36);
  S(
    "npmrc-github-packages",
    `@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${ghpkg}`,
    ghpkg,
  );
  const npmAuth = b64("ci-bot:" + "Qm8#vT2p!Lx9");
  S(
    "npmrc-legacy-auth",
    `registry=https://nexus.acme.internal/repository/npm/\n_auth=${npmAuth}\nalways-auth=true`,
    npmAuth,
  );
  const pypi = "pypi-AgEIcHlwaS5vcmc" + r("b64url", 160);
  S("pypirc", `[pypi]\nusername = __token__\npassword = ${pypi}`, pypi);
  const pipPw = r("alnum", 32);
  S("pip-conf-index-url", `pip.conf\n[global]\nindex-url = https://deploy:${pipPw}@pkgs.acme.io/pypi/simple/`, pipPw);
  const dckr = "dckr_pat_" + r("b64url", 27);
  S("docker-hub-pat", `echo ${dckr} | docker login -u acmebot --password-stdin`, dckr);
  const dockerAuth = b64("acmebot:" + "dckr_pat_" + r("b64url", 27));
  S(
    "docker-config-json",
    `~/.docker/config.json\n{\n  "auths": {\n    "https://index.docker.io/v1/": { "auth": "${dockerAuth}" }\n  }\n}`,
    dockerAuth,
  );
  const gem = "rubygems_" + r("hex", 48);
  S("rubygems", `GEM_HOST_API_KEY=${gem}`, gem);
  const nuget = "oy2" + r("loweralnum", 43);
  S(
    "nuget",
    `dotnet nuget push bin/Release/Acme.Core.2.1.0.nupkg --api-key ${nuget} --source https://api.nuget.org/v3/index.json`,
    nuget,
  );
  const cargo = "cio" + r("alnum", 32);
  S("crates-io", `cargo login ${cargo}`, cargo);
  const jfrog = "cmVmdGtuOjAxOjE3" + r("alnum", 48);
  S("jfrog-token", `ARTIFACTORY_ACCESS_TOKEN=${jfrog}`, jfrog);
  const mavenPw = "nT4$kq9Zv!2m";
  S(
    "maven-settings",
    `<server>\n  <id>ossrh</id>\n  <username>acme-release</username>\n  <password>${mavenPw}</password>\n</server>`,
    mavenPw,
  );
  const gradlePw = r("alnum", 20);
  S(
    "gradle-properties",
    `gradle.properties\nossrhUsername=acme\nossrhPassword=${gradlePw}\nsigning.keyId=24875D73`,
    gradlePw,
  );
  const composer = "ghp_" + r("alnum", 36);
  S("composer-auth-json", `auth.json: { "github-oauth": { "github.com": "${composer}" } }`, composer);
}

// --- Hosting / infra SaaS ---
{
  const her = uuid();
  S("heroku-uuid-key", `HEROKU_API_KEY=${her}`, her);
  const herNew = "HRKU-AA" + r("b64url", 58);
  S("heroku-new", `heroku authorizations:create gave me ${herNew}`, herNew);
  const dop = "dop_v1_" + r("hex", 64);
  S("digitalocean-pat", `doctl auth init --access-token ${dop}`, dop);
  const cf = r("b64url", 40);
  S("cloudflare-api-token", `CLOUDFLARE_API_TOKEN=${cf}`, cf);
  const cfg = r("hex", 37);
  S(
    "cloudflare-global-key",
    `curl -H "X-Auth-Email: ops@acme.io" -H "X-Auth-Key: ${cfg}" https://api.cloudflare.com/client/v4/zones`,
    cfg,
  );
  const vercel = r("alnum", 24);
  S("vercel-token", `vercel deploy --prod --token ${vercel}`, vercel);
  const netlify = "nfp_" + r("alnum", 36);
  S("netlify", `NETLIFY_AUTH_TOKEN=${netlify}`, netlify);
  const fly = "FlyV1 fm2_" + r("b64url", 150);
  S("flyio", `FLY_API_TOKEN="${fly}"`, fly.slice(6));
  const render = "rnd_" + r("alnum", 28);
  S("render", `render api key: ${render}`, render);
  const railway = uuid();
  S("railway-token-context", `RAILWAY_TOKEN=${railway}`, railway);
  const linode = r("hex", 64);
  S("linode", `LINODE_TOKEN=${linode}`, linode);
  const hcloud = r("alnum", 64);
  S("hetzner", `hcloud context create prod   # token: ${hcloud}`, hcloud);
  const pulumi = "pul-" + r("hex", 40);
  S("pulumi", `PULUMI_ACCESS_TOKEN=${pulumi}`, pulumi);
  const tfc = r("alnum", 14) + ".atlasv1." + r("alnum", 67);
  S(
    "terraform-cloud",
    `~/.terraform.d/credentials.tfrc.json\n{ "credentials": { "app.terraform.io": { "token": "${tfc}" } } }`,
    tfc,
  );
  const hvs = "hvs.CAESI" + r("b64url", 86);
  S("vault-token-new", `export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_TOKEN=${hvs}`, hvs);
  const vold = "s." + r("alnum", 24);
  S("vault-token-legacy", `vault login ${vold}`, vold);
  const doppler = "dp.st.prd." + r("alnum", 43);
  S("doppler", `DOPPLER_TOKEN=${doppler}`, doppler);
  const age = "AGE-SECRET-KEY-1" + r("bech32", 58);
  S(
    "age-secret-key",
    `# created: 2024-05-01T10:00:00Z\n# public key: age1${r("bech32", 58).toLowerCase()}\n${age}`,
    age,
  );
  const grafana = "glsa_" + r("alnum", 32) + "_" + r("hex", 8);
  S("grafana-sa-token", `GRAFANA_TOKEN=${grafana}`, grafana);
  const dd = r("hex", 32),
    ddapp = r("hex", 40);
  S("datadog-api-key", `DD_API_KEY=${dd}\nDD_SITE=datadoghq.eu`, dd);
  S(
    "datadog-app-key",
    `curl -X GET "https://api.datadoghq.com/api/v1/monitor" -H "DD-API-KEY: ${r("hex", 32)}" -H "DD-APPLICATION-KEY: ${ddapp}"`,
    ddapp,
  );
  const nrak = "NRAK-" + r("upperalnum", 27);
  S("newrelic-user-key", `new relic user key ${nrak}`, nrak);
  const nrlic = r("hex", 36) + "NRAL";
  S(
    "newrelic-license",
    `newrelic.yml:\ncommon: &default_settings\n  license_key: ${nrlic}\n  app_name: acme-api`,
    nrlic,
  );
  const sentrySecret = r("hex", 32);
  S(
    "sentry-dsn-with-secret",
    `SENTRY_DSN=https://${r("hex", 32)}:${sentrySecret}@o${digitsNZ(6)}.ingest.sentry.io/${digitsNZ(7)}`,
    sentrySecret,
  );
  const sntrys =
    "sntrys_" +
    b64urlJson({ iat: 1718000000.1, url: "https://sentry.io", region_url: "https://us.sentry.io", org: "acme" }) +
    "_" +
    r("b64url", 43);
  S("sentry-org-auth-token", `SENTRY_AUTH_TOKEN=${sntrys}`, sntrys);
  const sntryu = "sntryu_" + r("hex", 64);
  S("sentry-user-token", `sentry-cli --auth-token ${sntryu} releases new 1.4.2`, sntryu);
  const honey = "hcaik_" + r("alnum", 58);
  S("honeycomb", `HONEYCOMB_API_KEY=${honey}`, honey);
  const snyk = uuid();
  S("snyk-token", `snyk auth ${snyk}`, snyk);
  const databricks = "dapi" + r("hex", 32);
  S(
    "databricks",
    `databricks configure --token  # host https://adb-123.azuredatabricks.net, token ${databricks}`,
    databricks,
  );
  const pscale = "pscale_tkn_" + r("b64url", 43);
  S("planetscale", `PLANETSCALE_SERVICE_TOKEN=${pscale}`, pscale);
  const conf = r("b64", 64);
  S("confluent-kafka", `sasl.mechanisms=PLAIN\nsasl.username=${r("upperalnum", 16)}\nsasl.password=${conf}`, conf);
  const okta = "00" + r("b64url", 40);
  S("okta-ssws", `curl -H "Authorization: SSWS ${okta}" https://acme.okta.com/api/v1/users`, okta);
  const auth0 = r("b64url", 64);
  S(
    "auth0-client-secret",
    `AUTH0_DOMAIN=acme.eu.auth0.com\nAUTH0_CLIENT_ID=${r("alnum", 32)}\nAUTH0_CLIENT_SECRET=${auth0}`,
    auth0,
  );
  const clerk = "sk_live_" + r("alnum", 40);
  S("clerk-secret", `CLERK_SECRET_KEY=${clerk}`, clerk);
  const ld = "sdk-" + uuid();
  S("launchdarkly-sdk", `LD_SDK_KEY=${ld}`, ld);
  const segment = r("alnum", 32);
  S(
    "segment-write-key-server",
    `analytics-node: new Analytics({ writeKey: '${segment}' }) // server-side write key`,
    segment,
  );
  const algolia = r("hex", 32);
  S("algolia-admin", `ALGOLIA_APP_ID=${r("upperalnum", 10)}\nALGOLIA_ADMIN_KEY=${algolia}`, algolia);
  const mapbox = "sk.eyJ1IjoiYWNtZSIsImEiOiJ" + r("b64url", 36) + "." + r("b64url", 22);
  S("mapbox-secret", `MAPBOX_DOWNLOADS_TOKEN=${mapbox}`, mapbox);
  const postman = `PMAK-${r("hex", 24)}-${r("hex", 34)}`;
  S("postman", `postman api key ${postman}`, postman);
  const linear = "lin_api_" + r("alnum", 40);
  S("linear", `LINEAR_API_KEY=${linear}`, linear);
  const notion = "ntn_" + r("alnum", 46);
  S("notion-new", `NOTION_TOKEN=${notion}`, notion);
  const notionOld = "secret_" + r("alnum", 43);
  S("notion-legacy", `notion integration secret: ${notionOld}`, notionOld);
  const airtable = "pat" + r("alnum", 14) + "." + r("hex", 64);
  S("airtable-pat", `AIRTABLE_TOKEN=${airtable}`, airtable);
  const atl = "ATATT3xFfGF0" + r("b64url", 170) + "=" + r("HEX", 8);
  S("atlassian-api-token", `jira: curl -u jdoe@acme.io:${atl} https://acme.atlassian.net/rest/api/3/myself`, atl);
  const jiraOld = r("alnum", 24);
  S("jira-legacy-token", `JIRA_API_TOKEN=${jiraOld}`, jiraOld);
  const asana = `2/${digitsNZ(16)}/${digitsNZ(16)}:${r("hex", 32)}`;
  S("asana", `asana PAT: ${asana}`, asana);
  const figma = "figd_" + r("b64url", 40);
  S("figma", `FIGMA_TOKEN=${figma}`, figma);
  const dropbox = "sl." + r("b64url", 136);
  S("dropbox", `dropbox access token ${dropbox}`, dropbox);
  const twitter = "AAAAAAAAAAAAAAAAAAAAA" + r("alnum", 19) + "%3D" + r("alnum", 50);
  S("twitter-bearer", `TWITTER_BEARER_TOKEN=${twitter}`, twitter);
  const fb = "EAA" + r("alnum", 180);
  S("facebook-access-token", `graph api: curl "https://graph.facebook.com/v19.0/me?access_token=${fb}"`, fb);
  const fcm = "AAAA" + r("b64url", 7) + ":APA91b" + r("b64url", 134);
  S("firebase-fcm-server-key", `FCM legacy server key: ${fcm}`, fcm);
  const supa = jwt({ iss: "supabase", ref: r("lower", 20), role: "service_role", iat: 1700000000, exp: 2015576000 });
  S("supabase-service-role", `SUPABASE_SERVICE_ROLE_KEY=${supa}`, supa);
  const sbs = "sb_secret_" + r("b64url", 31);
  S("supabase-secret-new", `SUPABASE_SECRET_KEY=${sbs}`, sbs);
  const mongoAtlas = uuid();
  S("mongodb-atlas-api-private", `atlas api keys: public ${r("lower", 8)} private ${mongoAtlas}`, mongoAtlas);
  const twitch = r("loweralnum", 30);
  S("twitch-client-secret", `TWITCH_CLIENT_SECRET=${twitch}`, twitch);
  const spotify = r("hex", 32);
  S("spotify-client-secret", `spotify app: client id ${r("hex", 32)}, client secret ${spotify}`, spotify);
  const contentful = "CFPAT-" + r("b64url", 43);
  S("contentful", `CONTENTFUL_MANAGEMENT_TOKEN=${contentful}`, contentful);
  const circle = "CCIPAT_" + r("alnum", 22) + "_" + r("hex", 40);
  S("circleci", `CIRCLE_TOKEN=${circle}`, circle);
  const buildkite = "bkua_" + r("hex", 40);
  S("buildkite", `BUILDKITE_API_TOKEN=${buildkite}`, buildkite);
  const k8sSa = jwt(
    {
      iss: "kubernetes/serviceaccount",
      "kubernetes.io/serviceaccount/namespace": "ci",
      "kubernetes.io/serviceaccount/service-account.name": "deployer",
      sub: "system:serviceaccount:ci:deployer",
    },
    "RS256",
    342,
  );
  S("k8s-sa-token-kubeconfig", `users:\n- name: deployer\n  user:\n    token: ${k8sSa}`, k8sSa);
}

// --- Private keys ---
{
  const rsa = pemBody("MIIEowIBAAKCAQEA", 25);
  S("pem-rsa", `-----BEGIN RSA PRIVATE KEY-----\n${rsa.join("\n")}\n-----END RSA PRIVATE KEY-----`, rsa[10]);
  const ec = ["MHcCAQEEI" + r("b64", 55), r("b64", 64), r("b64", 28) + "=="];
  S(
    "pem-ec",
    `prod signing key:\n\`\`\`\n-----BEGIN EC PRIVATE KEY-----\n${ec.join("\n")}\n-----END EC PRIVATE KEY-----\n\`\`\``,
    ec[1],
  );
  const ossh = [
    "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
    "QyNTUxOQAAACD" + r("b64", 51),
    r("b64", 70),
    r("b64", 70),
    r("b64", 20) + "==",
  ];
  S(
    "openssh-ed25519",
    `deploy key for the staging box (~/.ssh/id_ed25519):\n-----BEGIN OPENSSH PRIVATE KEY-----\n${ossh.join("\n")}\n-----END OPENSSH PRIVATE KEY-----`,
    ossh[2],
  );
  const pgp = pemBody("lQdGBGX" + r("b64", 3), 20);
  S(
    "pgp-private",
    `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${pgp.join("\n")}\n=${r("b64", 4)}\n-----END PGP PRIVATE KEY BLOCK-----`,
    pgp[7],
  );
  const enc = pemBody("MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI", 20);
  S(
    "pem-encrypted-pkcs8",
    `-----BEGIN ENCRYPTED PRIVATE KEY-----\n${enc.join("\n")}\n-----END ENCRYPTED PRIVATE KEY-----\n(passphrase is in 1Password)`,
    enc[4],
  );
  const inl = pemBody("MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ", 26);
  S(
    "pem-inline-env",
    `JWT_PRIVATE_KEY="-----BEGIN PRIVATE KEY-----\\n${inl.join("\\n")}\\n-----END PRIVATE KEY-----"`,
    inl[2],
  );
  const kcd = Buffer.from(
    `-----BEGIN RSA PRIVATE KEY-----\n${pemBody("MIIEpQIBAAKCAQEA", 25).join("\n")}\n-----END RSA PRIVATE KEY-----\n`,
  ).toString("base64");
  S(
    "kubeconfig-client-key-data",
    `    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSURJVENDQWdtZ0F3SUJBZ0lJZWJzZ0p0\n    client-key-data: ${kcd}`,
    kcd.slice(0, 120),
  );
  const ppk = [r("b64", 64), r("b64", 64), r("b64", 64), r("b64", 30) + "="];
  S(
    "putty-ppk",
    `PuTTY-User-Key-File-3: ssh-rsa\nEncryption: none\nComment: rsa-key-20240102\nPublic-Lines: 1\nAAAAB3NzaC1yc2EAAAADAQABAAABAQ${r("b64", 50)}\nPrivate-Lines: 4\n${ppk.join("\n")}\nPrivate-MAC: ${r("hex", 64)}`,
    ppk[1],
  );
  const wg = r("b64", 43) + "=";
  S(
    "wireguard-private",
    `[Interface]\nPrivateKey = ${wg}\nAddress = 10.8.0.2/24\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = ${r("b64", 43)}=\nEndpoint = vpn.acme.io:51820`,
    wg,
  );
  const jwkd = r("b64url", 43);
  S(
    "jwk-private-d",
    `{"kty":"EC","crv":"P-256","x":"${r("b64url", 43)}","y":"${r("b64url", 43)}","d":"${jwkd}","kid":"sig-2024-01"}`,
    jwkd,
  );
  const eth = "0x" + r("hex", 64);
  S(
    "eth-private-key-hardhat",
    `hardhat .env\nSEPOLIA_RPC_URL=https://sepolia.infura.io/v3/${r("hex", 32)}\nPRIVATE_KEY=${eth}`,
    eth,
  );
  const mnemonic = "tattoo grid sustain hollow elbow cargo wisdom prefer rival orbit lemon bubble";
  S("bip39-mnemonic", `MNEMONIC="${mnemonic}"`, mnemonic);
  const gpgPass = "sandwich-Glacier-41-oboe";
  S("gpg-passphrase", `the passphrase for the release signing key is "${gpgPass}"`, gpgPass);
}

// --- App secrets (framework) ---
{
  const dj = "django-insecure-" + r("abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)", 50);
  S("django-secret-key", `settings.py\nSECRET_KEY = '${dj}'`, dj);
  const rails = r("hex", 128);
  S("rails-secret-key-base", `SECRET_KEY_BASE=${rails}`, rails);
  const lara = "base64:" + r("b64", 43) + "=";
  S("laravel-app-key", `APP_KEY=${lara}`, lara);
  const nauth = r("b64", 43) + "=";
  S("nextauth-secret", `NEXTAUTH_SECRET=${nauth}`, nauth);
  const jwts = r("alnum", 48);
  S("jwt-secret-yaml", `auth:\n  jwt_secret: ${jwts}\n  access_ttl: 15m`, jwts);
  const enc = r("hex", 64);
  S("encryption-key-hex", `ENCRYPTION_KEY=${enc}`, enc);
  const sess = "kP8w-qZ2m-Tt9v-Lr4x";
  S("session-secret-js", `app.use(session({ secret: '${sess}', resave: false }))`, sess);
  const totp = r("b32", 32);
  S("totp-otpauth", `otpauth://totp/Acme:ops@acme.io?secret=${totp}&issuer=Acme`, totp);
  const totp2 = r("b32", 16);
  S("totp-recovery-prose", `2FA seed for the shared ops account (AWS root): ${totp2}`, totp2);
  const rec = `${r("loweralnum", 5)}-${r("loweralnum", 5)}`;
  S(
    "github-recovery-code",
    `GitHub recovery codes for @acme-bot:\n${rec}\n${r("loweralnum", 5)}-${r("loweralnum", 5)}\n${r("loweralnum", 5)}-${r("loweralnum", 5)}`,
    rec,
  );
}

// --- Connection URLs ---
S("postgres-url", `DATABASE_URL=postgres://app_user:Xq7vR2pL9mT4@db.staging.acme.internal:5432/orders`, "Xq7vR2pL9mT4");
S(
  "postgresql-psql",
  `psql "postgresql://analytics:winter-Harbor-77@10.0.4.12:5432/warehouse?sslmode=require"`,
  "winter-Harbor-77",
);
S("mysql-url", `mysql://root:r00tP%40ss2024@127.0.0.1:3306/shop`, "r00tP%40ss2024");
S("mysql-cli-p", `mysql -h prod-replica.acme.io -u reporting -pKj83nd!x2 shop`, "Kj83nd!x2");
S(
  "mysql-password-flag",
  `mysqldump --user=backup --password='B@ckup-2024-Q3' --all-databases > dump.sql`,
  "B@ckup-2024-Q3",
);
S(
  "mongodb-srv",
  `MONGO_URI=mongodb+srv://svc-api:Hn4kT8wq2ZcP@cluster0.a1b2c.mongodb.net/prod?retryWrites=true&w=majority`,
  "Hn4kT8wq2ZcP",
);
S("redis-url", `REDIS_URL=redis://:f8d2Kq91LmZ3xw@cache.acme.internal:6379/0`, "f8d2Kq91LmZ3xw");
S(
  "rediss-default-user",
  `rediss://default:AX3kAAIjcDE${"4f9a2c"}@eu1-fancy-gull-31337.upstash.io:6379`,
  "AX3kAAIjcDE4f9a2c",
);
S("amqp-url", `CELERY_BROKER_URL=amqp://celery:Rabb1t-Sup3r@rabbitmq:5672/prod`, "Rabb1t-Sup3r");
S(
  "jdbc-password-param",
  `spring.datasource.url=jdbc:postgresql://db:5432/app?user=app&password=sPr1ng_Db_pw`,
  "sPr1ng_Db_pw",
);
S(
  "spring-datasource-password",
  `spring:\n  datasource:\n    username: app\n    password: "Sp!ngB00t#42"`,
  "Sp!ngB00t#42",
);
S("pgpass", `~/.pgpass\ndb.prod.acme.io:5432:billing:billing_ro:Gl4cier-Fox-19`, "Gl4cier-Fox-19");
S("pgpassword-env", `PGPASSWORD=tundra9Kite psql -h localhost -U postgres -c 'select 1'`, "tundra9Kite");
S("http-proxy-creds", `export HTTPS_PROXY=http://jdoe:Proxy!Pass99@proxy.corp.acme.com:3128`, "Proxy!Pass99");
S("ftp-url", `upload the build to ftp://deploy:ftpDeploy2023@files.acme-legacy.com/www/`, "ftpDeploy2023");
S(
  "smtp-url",
  `EMAIL_URL=smtp://apikey:${"SG." + r("b64url", 22) + "." + r("b64url", 43)}@smtp.sendgrid.net:587`,
  "SG.",
);
secrets.pop();
S(
  "mssql-connstr",
  `Server=sql01.corp;Database=Payroll;User Id=sa;Password=MsSql!2019sa;TrustServerCertificate=True`,
  "MsSql!2019sa",
);
S("elastic-url", `ELASTICSEARCH_URL=https://elastic:Zx8rW2nQ5vLp@es.acme.internal:9200`, "Zx8rW2nQ5vLp");
S("clickhouse-cli", `clickhouse-client --host ch.acme.io --user default --password 'ch_Pr0d_42!'`, "ch_Pr0d_42!");

// --- Shell commands / containers / k8s ---
{
  S("curl-u-basic", `curl -u admin:Adm1n!Jenkins https://jenkins.acme.io/job/deploy/build -X POST`, "Adm1n!Jenkins");
  const basic = b64("grafana-admin:Gr4f4na-0bs!");
  S("basic-auth-header", `curl -H "Authorization: Basic ${basic}" https://grafana.acme.io/api/dashboards/home`, basic);
  const bearer = r("alnum", 40);
  S("curl-bearer-opaque", `curl -H "Authorization: Bearer ${bearer}" https://api.internal.acme.io/v2/jobs`, bearer);
  const j = jwt({ sub: "user_8842", email: "jdoe@acme.io", role: "admin", iat: 1726000000, exp: 1726086400 });
  S("jwt-authorization-header", `Request that fails:\nGET /api/admin/users\nAuthorization: Bearer ${j}`, j);
  const xkey = r("hex", 40);
  S("curl-x-api-key", `curl https://api.weatherstack-like.io/current -H 'X-API-Key: ${xkey}'`, xkey);
  S(
    "docker-run-env",
    `docker run -d --name pg -e POSTGRES_USER=app -e POSTGRES_PASSWORD=Pg_docker_9911 -p 5432:5432 postgres:16`,
    "Pg_docker_9911",
  );
  S("docker-login-p", `docker login registry.acme.io -u ci -p 'Reg1stry!Push'`, "Reg1stry!Push");
  S(
    "kubectl-from-literal",
    `kubectl create secret generic db-creds --from-literal=username=app --from-literal=password='K8s-Db-Pw-7781' -n prod`,
    "K8s-Db-Pw-7781",
  );
  const regpw = r("alnum", 32);
  S(
    "kubectl-docker-registry",
    `kubectl create secret docker-registry regcred --docker-server=ghcr.io --docker-username=acme-bot --docker-password=${regpw}`,
    regpw,
  );
  const k8sData = b64("Hel1um-Prod-DB!");
  S(
    "k8s-secret-yaml-data",
    `apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ntype: Opaque\ndata:\n  username: YXBw\n  password: ${k8sData}`,
    k8sData,
  );
  S(
    "k8s-secret-stringdata",
    `apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-keys\nstringData:\n  STRIPE_KEY: "${"sk_live_" + "x".repeat(0)}4eC39HqLyjWDarjtT1zdp7dc"`,
    "4eC39HqLyjWDarjtT1zdp7dc",
  );
  secrets.pop();
  S(
    "helm-set-password",
    `helm upgrade --install redis bitnami/redis --set auth.password=Helm-R3dis-pw`,
    "Helm-R3dis-pw",
  );
  S("tf-var-env", `export TF_VAR_db_password='tf-Pa55-w0rd-prod'`, "tf-Pa55-w0rd-prod");
  S("terraform-tfvars", `terraform.tfvars\ndb_username = "admin"\ndb_password = "Terra!Form-88"`, "Terra!Form-88");
  S(
    "ansible-become-pass",
    `group_vars/prod.yml\nansible_user: deploy\nansible_become_pass: Ans1ble-sudo!`,
    "Ans1ble-sudo!",
  );
  S("sshpass", `sshpass -p 'Rsync#Backup5' rsync -av ./dist/ deploy@10.0.0.5:/var/www/`, "Rsync#Backup5");
  S("htpasswd-cli", `htpasswd -b -c /etc/nginx/.htpasswd admin Nginx-Adm1n-22`, "Nginx-Adm1n-22");
  S(
    "git-remote-gitlab-oauth2",
    `git remote add deploy https://oauth2:${"glpat-" + "Zt9"}${"kQ2mVx8LpR4nWs7yB"}@gitlab.com/acme/site.git`,
    "glpat-Zt9kQ2mVx8LpR4nWs7yB",
  );
  S(
    "git-remote-user-pass",
    `git clone https://jdoe:Summer2024!@git.acme-internal.com/platform/monorepo.git`,
    "Summer2024!",
  );
  S("netrc", `~/.netrc\nmachine api.heroku.com\n  login jdoe@acme.io\n  password ${uuid()}`, "");
  secrets.pop();
  const netrcPw = uuid();
  S("netrc-heroku", `~/.netrc\nmachine api.heroku.com\n  login jdoe@acme.io\n  password ${netrcPw}`, netrcPw);
  S("netrc-one-line", `machine artifacts.acme.io login ci password Art1facts-CI-pw`, "Art1facts-CI-pw");
  S(
    "cookie-session",
    `copy my session cookie to reproduce: Cookie: _acme_session=${"s%3A" + "Qm9Zk2xTpL7wR1vN8aY3cE5uH0dJ6fGb"}.${"m7Kx2"}${"pQ9rT4vW8yZ1aC3eF5hJ7kL9nP2"}`,
    "s%3AQm9Zk2xTpL7wR1vN8aY3cE5uH0dJ6fGb",
  );
  S(
    "wget-password",
    `wget --user=builder --password=Wg3t-Build-33 https://repo.acme.io/artifacts/app.tar.gz`,
    "Wg3t-Build-33",
  );
  S("redis-cli-a", `redis-cli -h cache.prod -a 'R3d1s-Cl1-pass' INFO`, "R3d1s-Cl1-pass");
  S(
    "mongosh-p",
    `mongosh "mongodb://cluster.acme.io:27017" --username admin --password Mong0sh-Adm!n`,
    "Mong0sh-Adm!n",
  );
  S(
    "gh-secret-set",
    `gh secret set NPM_TOKEN --body "npm_${"Fq8Zt2LkPw9Rv3XnYb7Mc1Hd5Jg4Sa6Ue0Wi"}"`,
    "npm_Fq8Zt2LkPw9Rv3XnYb7Mc1Hd5Jg4Sa6Ue0Wi",
  );
  S("python-requests-auth", `requests.get(url, auth=("svc_reporting", "rep0rt1ng-Svc-pw"))`, "rep0rt1ng-Svc-pw");
  S(
    "js-config-password",
    `const pool = new Pool({ host: 'db', user: 'app', password: 'n0de-Pg-Pool!', database: 'app' });`,
    "n0de-Pg-Pool!",
  );
}

// --- URLs with query-string credentials ---
{
  const k = r("hex", 32);
  S("query-api-key", `https://api.openweathermap.org/data/2.5/weather?q=Paris&appid=${k}`, k);
  const k2 = r("alnum", 32);
  S("query-api_key", `GET https://api.example-analytics.com/v1/events?api_key=${k2}&from=2024-01-01`, k2);
  const k3 = r("b64url", 40);
  S("query-token", `webhook for the uptime checker: https://status.acme.io/api/push?monitor=42&token=${k3}`, k3);
  const k4 = r("alnum", 32);
  S("query-apikey-upper", `https://www.alphavantage.co/query?function=TIME_SERIES_DAILY&symbol=IBM&apikey=${k4}`, k4);
  const k5 = r("hex", 32);
  S("query-key-infura", `MAINNET_RPC=https://mainnet.infura.io/v3/${k5}`, k5);
  const sig = r("b64url", 43);
  S(
    "query-signature-cdn",
    `signed download: https://cdn.acme.io/private/report.pdf?Expires=1767225600&Key-Pair-Id=K2JCJMDEHXQW5F&Signature=${sig}`,
    sig,
  );
  const k6 = r("alnum", 39);
  S("query-private-token", `https://gitlab.acme.io/api/v4/projects?private_token=${k6}`, k6);
}

// --- Plain-language passwords / prose ---
S("prose-staging-db", "the staging db password is Tr0ub4dor&3", "Tr0ub4dor&3");
S("prose-login-slash", "login: admin / hunter2-prod", "hunter2-prod");
S("prose-creds-for", "creds for the router admin page are admin/Netgear!8841", "Netgear!8841");
S("prose-pw-colon", "Jenkins pw: j3nk1ns-Bu1ld", "j3nk1ns-Bu1ld");
S("prose-wifi", "office wifi 'Acme-5G' password is purple-Monkey-dishwasher", "purple-Monkey-dishwasher");
S("prose-use-as-password", "use `Qz7#pLm2!vR` as the password for the sftp user", "Qz7#pLm2!vR");
S("prose-user-pass-comma", "test account: user qa-bot@acme.io, pass QaBot2024$$", "QaBot2024$$");
S(
  "prose-remember",
  "remember: the root password on the NAS is now Falcon-Ridge-2291 (changed it today)",
  "Falcon-Ridge-2291",
);
S("prose-weak-password", "admin panel login is admin / welcome123", "welcome123");
S("prose-password-quoted", 'The Grafana admin password was reset to "Observ@bility1".', "Observ@bility1");
S("prose-pwd-equals", "sftp host 203.0.113.10 user=uploader pwd=Upl0ad!ng", "Upl0ad!ng");
S("prose-passphrase-key", "the ssh key passphrase is moose-Lantern-Quartz", "moose-Lantern-Quartz");
S(
  "prose-pin",
  "the vault unseal key share #2 is 4f8e1c2a9b7d6e5f3a1c0b9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f",
  "4f8e1c2a9b7d6e5f3a1c0b9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f",
);
S("prose-secret-is", "The client secret for the SSO app is 7Qv~Lr9pX2-mZkT8wNb4", "7Qv~Lr9pX2-mZkT8wNb4");
S(
  "prose-token-sentence",
  "Here is the API token you asked for, valid until Friday: a8F3kL9qZx2Pm7Wv4Rt6Yb1N",
  "a8F3kL9qZx2Pm7Wv4Rt6Yb1N",
);
S("prose-bullet-list", "- host: bastion.acme.io\n- user: ec2-user\n- password: Bast!on-2024-eu", "Bast!on-2024-eu");
S("prose-ini-password", "[database]\nhost = localhost\nuser = wp\npassword = Wordpr3ss-Local!", "Wordpr3ss-Local!");
S(
  "prose-toml",
  '[smtp]\nhost = "smtp.mailgun.org"\nusername = "postmaster@mg.acme.io"\npassword = "Sm7p-Mailgun-Relay"',
  "Sm7p-Mailgun-Relay",
);
S("prose-json-password", '{ "db": { "user": "app", "pass": "J$0n-Pa55-wd" } }', "J$0n-Pa55-wd");
S("prose-env-passwd", "DB_PASSWD=lemon-Squeezy-404", "lemon-Squeezy-404");
S(
  "prose-changed-to",
  "I changed the Postgres superuser password to 'Elephant#Walk9' — update the runbook",
  "Elephant#Walk9",
);
{
  const key = `sk_live_${r("alnum", 99)}`;
  S("prose-the-key-is", `Stripe: the live secret key is in .env.prod but for reference it is ${key}`, key);
}

// --- markdown tables / code fences ---
S(
  "md-table-password",
  "| Env | User | Password |\n|-----|------|----------|\n| staging | app | Stg-Ap9-x71! |\n| prod | app | (see vault) |",
  "Stg-Ap9-x71!",
);
{
  const t = "xoxb-" + digitsNZ(12) + "-" + digitsNZ(13) + "-" + r("alnum", 24);
  S("md-table-token", `| Service | Token |\n|---|---|\n| Slack | \`${t}\` |\n| PagerDuty | see 1Password |`, t);
  const pd = "u+" + r("b64url", 18);
  S("pagerduty-key", `| Integration | Key |\n| --- | --- |\n| PagerDuty REST API | ${pd} |`, pd);
  const api = r("alnum", 32);
  S("code-fence-python", '```python\nclient = AcmeClient(api_key="' + api + '")\nclient.sync()\n```', api);
  const yaml = r("alnum", 40);
  S(
    "code-fence-yaml-token",
    "```yaml\nservices:\n  notifier:\n    environment:\n      - NOTIFY_TOKEN=" + yaml + "\n```",
    yaml,
  );
  S(
    "docker-compose-env",
    "```yaml\nservices:\n  db:\n    image: mysql:8\n    environment:\n      MYSQL_ROOT_PASSWORD: my-Sq1-r00t-pw\n```",
    "my-Sq1-r00t-pw",
  );
}

// --- Non-English ---
S("fr-password", "Le mot de passe de la base de staging est Fromage-Bleu-42, ne pas le partager.", "Fromage-Bleu-42");
S("fr-mdp-colon", "Accès au serveur : utilisateur deploy, mdp : Cr0issant!Matin", "Cr0issant!Matin");
S("de-password", "Das Passwort für den Staging-Server lautet Brezel#Sonne77.", "Brezel#Sonne77");
S("de-kennwort", "Kennwort für die Datenbank: Kartoffel-Salat-2024", "Kartoffel-Salat-2024");
S("es-password", "La contraseña del usuario admin es Paella!Valencia9", "Paella!Valencia9");
S(
  "es-clave",
  "clave de la API de producción: " + "f3a9c1e7b2d8f4a6c0e9b5d1a7f3c8e2",
  "f3a9c1e7b2d8f4a6c0e9b5d1a7f3c8e2",
);
S("ja-password", "本番DBのパスワードは Sakura-Fuji-2024 です。", "Sakura-Fuji-2024");
S("ja-password-colon", "ステージング環境のパスワード：Tokyo#Tower333", "Tokyo#Tower333");
S("ja-token", "APIトークンは " + "q7Lm2Xz9Kp4Rt8Vw1Nb6Yc3Hd5Jf0Ga" + " です", "q7Lm2Xz9Kp4Rt8Vw1Nb6Yc3Hd5Jf0Ga");
S("pt-senha", "A senha do banco de produção é Feijoada#Rio88", "Feijoada#Rio88");
S("it-password", "la password del server di test è Pizza-Margherita-7", "Pizza-Margherita-7");
S("zh-password", "测试服务器的密码是 Panda-Bamboo-66", "Panda-Bamboo-66");

// ---------- near misses ----------
export const nearMisses = [];
function N(id, text) {
  nearMisses.push({ id, text });
}

// hashes / digests / ids
N("git-sha-commit", `fixed in commit ${r("hex", 40)} — cherry-pick it onto release/2.3`);
N("git-short-sha", `regression introduced in ${r("hex", 7)}, reverted in ${r("hex", 7)}`);
N(
  "git-log-oneline",
  `${r("hex", 40)} (HEAD -> main, origin/main) fix: handle empty payload\n${r("hex", 40)} chore(deps): bump vite to 5.4.2`,
);
N("git-range", `git diff ${r("hex", 12)}..${r("hex", 12)} -- src/`);
N("sha256-checksum-file", `${r("hex", 64)}  node-v20.11.1-linux-x64.tar.xz`);
N("sha256-prefixed", `expected digest sha256:${r("hex", 64)} but got sha256:${r("hex", 64)}`);
N("sha512-hex", `SHA512 (release.zip) = ${r("hex", 128)}`);
N("sha1-file", `sha1sum: ${r("hex", 40)}  installer.msi`);
N("md5-etag", `S3 ETag "${r("hex", 32)}" matches local md5`);
N(
  "npm-integrity",
  `"node_modules/lodash": {\n  "version": "4.17.21",\n  "resolved": "https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz",\n  "integrity": "sha512-${r("b64", 86)}=="\n}`,
);
N(
  "sri-script",
  `<script src="https://cdn.jsdelivr.net/npm/htmx.org@1.9.12/dist/htmx.min.js" integrity="sha384-${r("b64", 64)}" crossorigin="anonymous"></script>`,
);
N(
  "yarn-lock",
  `"@babel/core@^7.24.0":\n  version "7.24.5"\n  resolved "https://registry.yarnpkg.com/@babel/core/-/core-7.24.5.tgz#${r("hex", 40)}"\n  integrity sha512-${r("b64", 86)}==`,
);
N(
  "go-sum",
  `github.com/stretchr/testify v1.9.0 h1:${r("b64", 43)}=\ngithub.com/stretchr/testify v1.9.0/go.mod h1:${r("b64", 43)}=`,
);
N(
  "cargo-lock-checksum",
  `[[package]]\nname = "serde"\nversion = "1.0.203"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${r("hex", 64)}"`,
);
N("pip-hash", `requests==2.32.3 \\\n    --hash=sha256:${r("hex", 64)} \\\n    --hash=sha256:${r("hex", 64)}`);
N("nix-store-path", `/nix/store/${r("nix", 32)}-python3-3.11.9/bin/python3`);
N("docker-image-digest", `image: ghcr.io/acme/api@sha256:${r("hex", 64)}`);
N("docker-container-id", `docker logs ${r("hex", 64)}`);
N(
  "docker-ps",
  `CONTAINER ID   IMAGE          STATUS\n${r("hex", 12)}   postgres:16    Up 3 hours\n${r("hex", 12)}   redis:7        Up 3 hours`,
);
N("git-lfs-pointer", `version https://git-lfs.github.com/spec/v1\noid sha256:${r("hex", 64)}\nsize 48213321`);
N("uuid-prose", `tenant id is ${uuid()} and subscription ${uuid()}`);
N("uuid-request-id", `x-request-id: ${uuid()}`);
N("traceparent", `traceparent: 00-${r("hex", 32)}-${r("hex", 16)}-01`);
N("aws-request-id", `RequestId: ${uuid()} Duration: 312.44 ms Billed Duration: 313 ms`);
N("cloudfront-id", `X-Amz-Cf-Id: ${r("b64url", 54)}==`);
N("mongo-objectid", `db.orders.find({ _id: ObjectId("${r("hex", 24)}") })`);
N("eth-tx-hash", `tx ${"0x" + r("hex", 64)} confirmed in block 19283746`);
N("eth-address", `send the test ETH to 0x${r("hex", 40)}`);
N("ipfs-cid", `pinned at ipfs://bafybei${r("b32lower", 52)}`);
N(
  "stripe-object-ids",
  `refund failed for charge ch_3${r("alnum", 23)} (customer cus_${r("alnum", 14)}, payment_intent pi_3${r("alnum", 23)})`,
);
N("stripe-pk-live", `<script>const stripe = Stripe('pk_live_51${r("alnum", 97)}');</script>`);
N("stripe-pk-test", `NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_test_51${r("alnum", 97)}`);
N("mapbox-public", `mapboxgl.accessToken = 'pk.eyJ1IjoiYWNtZSIsImEiOiJ${r("b64url", 36)}.${r("b64url", 22)}';`);
N(
  "slack-ids",
  `post to channel C0${r("upperalnum", 9)} as user U0${r("upperalnum", 9)} in team T0${r("upperalnum", 9)}`,
);
N("github-node-id", `node_id: MDQ6VXNlcjU4MzIzMQ== / repo node R_kgDO${r("b64url", 8)}`);
N("google-oauth-client-id", `client_id: ${digitsNZ(12)}-${r("loweralnum", 32)}.apps.googleusercontent.com`);
N("aws-resource-ids", `instance i-0${r("hex", 16)} in vpc-0${r("hex", 16)}, sg-0${r("hex", 16)}, ami-0${r("hex", 16)}`);
N("aws-account-id", `AWS account 123456789012, role arn:aws:iam::123456789012:role/GitHubActionsDeploy`);
N(
  "aws-secret-arn",
  `the DB password lives at arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/orders/db-password-${r("alnum", 6)}`,
);
N("aws-ssm-path", `aws ssm get-parameter --name /prod/orders/DB_PASSWORD --with-decryption`);
N(
  "aws-secretsmanager-cli",
  `aws secretsmanager get-secret-value --secret-id prod/stripe/secret-key --query SecretString --output text`,
);
N("vault-path", `vault kv get -field=password secret/data/prod/postgres`);
N("gcp-secret-resource", `projects/acme-prod-381204/secrets/stripe-secret-key/versions/3`);
N("azure-keyvault-url", `secret URI: https://acme-kv-prod.vault.azure.net/secrets/DbPassword/${r("hex", 32)}`);
N(
  "k8s-secret-ref",
  `env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-creds\n        key: password`,
);
N("k8s-pod-names", `api-7d9f8b6c5d-x2kqp   1/1   Running   0   3h\nworker-5c8b7f9d4-lm9zt   1/1   Running   2   3h`);
N("k8s-uid", `metadata:\n  uid: ${uuid()}\n  resourceVersion: "48213377"`);
N("k8s-sa-secret-name", `secrets:\n- name: deployer-token-x7k2p`);

// public keys / certificates
N("ssh-ed25519-pub", `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r("b64", 43)} jdoe@laptop`);
N(
  "ssh-rsa-authorized-keys",
  `~/.ssh/authorized_keys:\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${r("b64", 540)}= deploy@ci`,
);
N(
  "ssh-ecdsa-known-hosts",
  `github.com ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB${r("b64", 87)}=`,
);
N("known-hosts-hashed", `|1|${r("b64", 27)}=|${r("b64", 27)}= ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r("b64", 43)}`);
N(
  "pem-public-key",
  `-----BEGIN PUBLIC KEY-----\n${pemBody("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA", 7, 8).join("\n")}\n-----END PUBLIC KEY-----`,
);
N(
  "pem-certificate",
  `-----BEGIN CERTIFICATE-----\n${pemBody("MIIDdzCCAl+gAwIBAgIE", 20).join("\n")}\n-----END CERTIFICATE-----`,
);
N(
  "pgp-public-block",
  `-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n${pemBody("mQINBGX" + r("b64", 3), 12).join("\n")}\n=${r("b64", 4)}\n-----END PGP PUBLIC KEY BLOCK-----`,
);
N(
  "gpg-fingerprint",
  `gpg --recv-keys ${r("HEX", 40)}\nkey fingerprint: ${Array.from({ length: 10 }, () => r("HEX", 4)).join(" ")}`,
);
N("age-public-key", `recipient: age1${r("bech32", 58).toLowerCase()}`);
N("wireguard-public", `[Peer]\nPublicKey = ${r("b64", 43)}=\nAllowedIPs = 10.8.0.0/24`);
N(
  "csr-pem",
  `-----BEGIN CERTIFICATE REQUEST-----\n${pemBody("MIICijCCAXICAQAwRTELMAkGA1UEBhMC", 14).join("\n")}\n-----END CERTIFICATE REQUEST-----`,
);
N(
  "jwks-public",
  `{"keys":[{"kty":"RSA","use":"sig","kid":"${r("b64url", 43)}","n":"${r("b64url", 342)}","e":"AQAB","alg":"RS256"}]}`,
);

// placeholders
N("ph-angle", 'curl -H "Authorization: Bearer <your-token>" https://api.acme.io/v1/me');
N("ph-shell-var", "export OPENAI_API_KEY=${OPENAI_API_KEY}");
N("ph-dollar-token", 'curl -H "Authorization: token $GITHUB_TOKEN" https://api.github.com/user');
N("ph-process-env", 'const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: "2024-06-20" });');
N("ph-gh-actions", "      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}");
N("ph-handlebars", "password: {{ .Values.db.password }}");
N("ph-xxxx", "GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");
N("ph-your-api-key-here", "OPENAI_API_KEY=YOUR_API_KEY_HERE");
N("ph-stars", "password: ********");
N("ph-redacted", "Authorization: Bearer [REDACTED]");
N("ph-ellipsis", "the key looks like sk_live_... and goes in .env");
N("ph-os-environ", 'api_key = os.environ["ANTHROPIC_API_KEY"]');
N("ph-url-env", "DATABASE_URL=postgres://postgres:${POSTGRES_PASSWORD}@db:5432/app");
N("ph-url-upper", "postgresql://USER:PASSWORD@HOST:5432/DBNAME");
N("ph-op-read", 'export STRIPE_KEY="$(op read op://Private/Stripe/credential)"');
N("ph-docker-stdin", 'echo "$CR_PAT" | docker login ghcr.io -u USERNAME --password-stdin');
N("ph-kubectl-env-file", "kubectl create secret generic app-env --from-env-file=.env.production -n prod");
N("ph-env-example", "# .env.example\nDATABASE_URL=\nSTRIPE_SECRET_KEY=\nSENTRY_DSN=");
N("ph-terraform-var", "password = var.db_password");
N("ph-npmrc-env", "//registry.npmjs.org/:_authToken=${NPM_TOKEN}");
N("ph-sops", "sops --decrypt secrets.enc.yaml | kubectl apply -f -");
N("ph-angle-password", "mysql -u root -p<password> mydb");

// prose about secrets
N("prose-rotate", "rotate the token every 90 days and revoke the old one after the deploy");
N("prose-password-rules", "the password field must be at least 12 chars with one digit and one symbol");
N("prose-set-ci", "set GITHUB_TOKEN in the CI settings (Settings → Secrets and variables → Actions)");
N("prose-1password", 'The Stripe live key is stored in 1Password under "Stripe prod"; ask Maria for access.');
N("prose-never-commit", "never commit .env files; the pre-commit hook runs gitleaks");
N("prose-expired", "token expired again — regenerate it from the dashboard and update the secret in Vault");
N("prose-reset-link", "password reset links expire after 1 hour; the reset token is single-use");
N("prose-gh-auth", "use `gh auth login --with-token < token.txt` to authenticate the CLI");
N("prose-hashing", "passwords are hashed with argon2id (m=19456, t=2, p=1) before storage");
N("prose-api-key-header", "the API expects the key in the X-Api-Key header, not as a query parameter");
N(
  "prose-secret-scanning",
  "GitHub secret scanning flagged a leaked AWS key in PR #4821; it was revoked within 5 minutes",
);
N("prose-password-manager", 'Password: see the "Bastion" entry in the team vault');
N("prose-fr", "Le mot de passe doit contenir au moins 12 caractères.");
N("prose-de", "Das Passwort wird alle 90 Tage automatisch rotiert.");
N("prose-ja", "パスワードは環境変数 DB_PASSWORD から読み込みます。");
N("prose-es", "La clave de API se guarda en el gestor de secretos, nunca en el repositorio.");

// code identifiers
N("code-bcrypt", "const passwordHash = await bcrypt.hash(password, 12);");
N("code-constants", "const MAX_TOKEN_LENGTH = 4096;\nconst DEFAULT_TOKEN_BUDGET = 200_000;");
N("code-tokenizer", "const tokens = tokenizer.encode(text); if (tokens.length > maxTokens) truncate();");
N("code-header-name", "apiKeyHeaderName: 'X-Api-Key',\nsecretName: 'db-credentials',\npasswordMinLength: 12,");
N("code-yaml-settings", "auth:\n  password_min_length: 12\n  token_ttl_seconds: 3600\n  secret_rotation_days: 90");
N(
  "code-long-camel",
  "AbstractAnnotationConfigDispatcherServletInitializer extends SpringBootServletInitializerWithReactiveTransactionManager",
);
N(
  "code-java-package",
  "import org.springframework.security.oauth2.server.resource.authentication.JwtAuthenticationProvider;",
);
N("code-snake", "def validate_password_reset_token_signature_and_expiry(request, user_account_identifier): ...");
N(
  "code-python-kwargs",
  'client = boto3.client("secretsmanager", region_name="eu-west-1")\nsecret = client.get_secret_value(SecretId=secret_arn)["SecretString"]',
);
N("code-ts-type", "type Credentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string };");
N("code-regex", "const re = /^[A-Za-z0-9+/]{40}$/; // AWS secret key shape");
N("code-password-input", '<input type="password" name="password" autocomplete="current-password" minlength="12">');
N("code-react-classes", '<div class="css-1q2w3e4 sc-bdVaJa jsx-2837465921 MuiButtonBase-root-xYz12">');
N(
  "code-tailwind",
  '<button class="inline-flex items-center rounded-md bg-indigo-600 px-3 py-2 text-sm font-semibold text-white hover:bg-indigo-500">',
);
N("code-webpack-chunks", "static/js/main.8e3b1f2a.chunk.js  static/css/main.3f9a8c7b.css  assets/index-DfK2x9Qa.js");
N("code-css-module", ".Button_primary__3xK9q { color: #1a2b3c; }\n.Header_nav__Zk2mP { display: flex; }");
N("code-enum-upper", "ERR_INVALID_ACCESS_TOKEN_SIGNATURE_ALGORITHM_MISMATCH");
N(
  "code-env-names-table",
  "| Variable | Purpose |\n|---|---|\n| `STRIPE_SECRET_KEY` | server-side Stripe calls |\n| `JWT_SIGNING_SECRET` | signs session JWTs |",
);
N("code-password-var-assign", 'password = getpass.getpass("DB password: ")');
N("code-token-from-cli", 'token = subprocess.check_output(["gcloud", "auth", "print-access-token"]).decode().strip()');

// misc data
N(
  "file-paths",
  "keys live in ~/.ssh/id_ed25519 and ~/.aws/credentials; config in C:\\Users\\jdoe\\AppData\\Roaming\\npm\\etc\\npmrc",
);
N(
  "pnpm-path",
  "node_modules/.pnpm/@typescript-eslint+parser@7.13.0_eslint@8.57.0_typescript@5.4.5/node_modules/@typescript-eslint/parser",
);
N("semver", "bump from 3.12.0-rc.2+build.20240611 to 3.12.0");
N("ip-addresses", "nodes: 10.0.12.34, 192.168.1.254, 2001:db8:85a3::8a2e:370:7334, fe80::1ff:fe23:4567:890a");
N("url-plain", "see https://github.com/acme/platform/pull/4821/files#diff-" + r("hex", 64));
N("url-utm", "https://www.acme.io/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=2024-q3-launch&ref=hn");
N("url-s3-unsigned", "https://acme-public-assets.s3.amazonaws.com/brand/logo-dark.svg");
N(
  "url-oauth-authorize",
  "https://accounts.google.com/o/oauth2/v2/auth?client_id=1234567890-abc.apps.googleusercontent.com&redirect_uri=https%3A%2F%2Facme.io%2Fcb&response_type=code&scope=openid%20email&state=" +
    r("b64url", 22),
);
N("url-youtube", "https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG");
N(
  "data-uri-png",
  `<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA${r("b64", 300)}AAAAAElFTkSuQmCC">`,
);
N(
  "data-uri-svg-b64",
  `background-image: url("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCI+PHBhdGggZD0iTTEyIDJMMiA3bDEwIDUgMTAtNXoiLz48L3N2Zz4=");`,
);
N("base64-font", `src: url(data:font/woff2;base64,d09GMgABAAAAA${r("b64", 200)}) format("woff2");`);
N("email-phone", "contact ops@acme.io or +1-415-555-0132 for access requests");
N("cron", "*/15 * * * * /usr/local/bin/rotate-logs --keep 7");
N("color-hex", "palette: #1e293b #334155 #f59e0b #10b981 #ef4444");
N("sentry-issue-id", "Sentry issue ACME-API-4F2 (event " + r("hex", 32) + ")");
N("jira-keys", "blocked by PLAT-4821 and SEC-112; see INC-2024-0311");
N(
  "lockfile-version-table",
  "| package | version | integrity |\n|---|---|---|\n| react | 18.3.1 | sha512-" + r("b64", 86) + "== |",
);
N("bcrypt-cost-prose", "bcrypt cost factor 12 gives ~250ms per hash on the prod boxes");
N(
  "version-hashes-gomod",
  "require golang.org/x/crypto v0.24.0 // indirect\nrequire github.com/acme/lib v0.0.0-20240611083012-" + r("hex", 12),
);
N(
  "base64-json-nonsecret",
  "the cursor is " + b64urlJson({ after: "2024-06-11T08:30:12Z", id: 48213 }) + " — pass it back as ?cursor=",
);
N(
  "jwt-header-only",
  "the token header decodes to " + b64urlJson({ alg: "RS256", typ: "JWT", kid: "sig-2024-01" }) + " (alg RS256)",
);
N("otel-span-ids", "span_id=" + r("hex", 16) + " parent_span_id=" + r("hex", 16) + " trace_id=" + r("hex", 32));
N("gha-run-url", "failed run: https://github.com/acme/platform/actions/runs/9482137465/job/26124571120");
N("wasm-hash-filename", "pkg/acme_core_bg." + r("hex", 16) + ".wasm");
N("recaptcha-site-key", '<div class="g-recaptcha" data-sitekey="6Lc' + r("b64url", 37) + '"></div>');
N("aws-key-id-placeholder-doc", "Access keys look like AKIA followed by 16 characters; secret keys are 40 characters.");
N("terraform-state-lineage", '"lineage": "' + uuid() + '",\n"serial": 42,');
N("npm-package-name", "@acme/eslint-config-typescript-strict-type-checked-with-react-hooks");
N("password-policy-json", '{ "passwordPolicy": { "minLength": 12, "requireSymbols": true, "maxAgeDays": 90 } }');
N("short-words-after-password", "password: required\ntoken: optional");
N("docker-compose-secret-file", "secrets:\n  db_password:\n    file: ./secrets/db_password.txt");
