// The providers' documented token shapes, one line each: [kind, regular expression source, own check].

import type { SecretKind } from "./kinds.js";
import { looksLikeTokenBody, looksRandom } from "./values.js";

export const PROVIDER_TOKENS: ReadonlyArray<readonly [SecretKind, string, ((token: string) => boolean)?]> = [
  ["github-token", "gh[pousr]_[A-Za-z0-9]{36,251}"],
  ["github-token", "github_pat_[A-Za-z0-9_]{50,255}"],
  ["gitlab-token", "gl(?:pat|dt|ptt|rt|ft|cbt|imt|oas|soat|agent|wt)-[A-Za-z0-9_-]{20,}"],
  ["gitlab-token", "GR1348941[A-Za-z0-9_-]{20,}"],
  ["slack-token", "xox[abposre]-[A-Za-z0-9-]{10,}"],
  ["slack-token", "xapp-\\d-[A-Z0-9]+-\\d+-[a-z0-9]+"],
  ["npm-token", "npm_[A-Za-z0-9]{36}"],
  ["pypi-token", "pypi-AgE[A-Za-z0-9_-]{30,}"],
  ["anthropic-key", "sk-ant-[a-z]{2,}\\d{0,3}-[A-Za-z0-9_-]{20,}"],
  ["openai-key", "sk-(?:proj|svcacct|admin|None)-[A-Za-z0-9_-]{20,}"],
  ["openai-key", "sk-[A-Za-z0-9_-]{8,}T3BlbkFJ[A-Za-z0-9_-]{8,}"],
  // DeepSeek and other OpenAI-compatible APIs: `sk-` and 32 lower-case hex digits (before the mixed-case form).
  ["api-token", "sk-[a-f0-9]{32}", (token) => /[0-9]/.test(token.slice(3)) && /[a-f]/.test(token.slice(3))],
  ["openai-key", "sk-[A-Za-z0-9]{32,}", (token) => /[0-9]/.test(token) && /[a-z]/.test(token) && /[A-Z]/.test(token)],
  ["stripe-key", "(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{20,}"],
  ["stripe-key", "whsec_[A-Za-z0-9+/=]{24,}"],
  ["huggingface-token", "(?:hf|api_org)_[A-Za-z0-9]{30,}"],
  ["sendgrid-key", "SG\\.[A-Za-z0-9_-]{16,32}\\.[A-Za-z0-9_-]{30,64}"],
  ["twilio-key", "SK[0-9a-fA-F]{32}"],
  // Revision 12: Mercado Pago's access tokens (production `APP_USR-`, sandbox `TEST-`): digits, hex, the user's id.
  ["api-token", "(?:APP_USR|TEST)-\\d{10,20}-\\d{6}-[0-9a-f]{32}-\\d{6,12}"],
  // Revision 15: Cloudflare Tunnel's connector token (`cloudflared service install …`, `TUNNEL_TOKEN`): base64 of a
  // JSON of the account's tag, the tunnel's id and its secret (`{"a":…,"t":…,"s":…}`), one part, not a JWT.
  ["api-token", "eyJhIjoi[A-Za-z0-9+/_-]{60,}={0,2}"],
  // Backblaze application keys.
  ["api-token", "K00[A-Za-z0-9/+]{28}", (token) => looksLikeTokenBody(token.slice(3).replace(/[/+]/g, ""))],
  // Honeycomb ingest and configuration keys, ElevenLabs keys (`sk_` and 48 hex digits).
  ["api-token", "hc[ax]ik_[a-z0-9]{58}"],
  ["api-token", "sk_[a-f0-9]{48}"],
  ["mailgun-key", "key-[0-9a-f]{32}"],
  ["mailgun-key", "[0-9a-f]{32}-[0-9a-f]{8}-[0-9a-f]{8}"],
  ["shopify-token", "shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}"],
  ["digitalocean-token", "do[opr]_v1_[a-f0-9]{64}"],
  ["gcp-api-key", "AIza[0-9A-Za-z_-]{35}"],
  ["google-oauth-secret", "GOCSPX-[A-Za-z0-9_-]{28}"],
  ["google-oauth-secret", "ya29\\.[0-9A-Za-z_-]{30,}"],
  ["google-oauth-secret", "1//0[0-9A-Za-z_-]{40,}"],
  ["azure-client-secret", "[A-Za-z0-9_~.]{3}\\dQ~[A-Za-z0-9_~.-]{31,34}"],
  ["vault-token", "hv[sbr]\\.[A-Za-z0-9_-]{24,}"],
  // Vault's service tokens before 1.10: `s.` and 24 characters.
  ["vault-token", "s\\.[A-Za-z0-9]{24}", (token) => looksLikeTokenBody(token.slice(2))],
  ["age-secret-key", "AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}"],
  [
    "discord-token",
    "[MNO][A-Za-z0-9_-]{23,27}\\.[A-Za-z0-9_-]{6}\\.[A-Za-z0-9_-]{27,40}",
    (token) => looksRandom(token.split(".")[2] ?? ""),
  ],
  // The long tail of prefixed tokens: Doppler, Linear, Notion, Postman, Databricks, Grafana, New Relic,
  // Square, Supabase, Sentry, Tailscale, Groq, Replicate, Perplexity, xAI, Pulumi, Terraform Cloud,
  // Atlassian, Mapbox, Facebook, Figma, Contentful, LangSmith, Resend, Netlify, Buildkite, Docker Hub,
  // 1Password service accounts, JFrog, Alibaba, NuGet, Dropbox.
  ["api-token", "dp\\.(?:pt|st|sa|ct|scim|audit)\\.[A-Za-z0-9]{40,}"],
  ["api-token", "lin_(?:api|oauth)_[A-Za-z0-9]{40,}"],
  [
    "api-token",
    "(?:ntn|secret)_[A-Za-z0-9]{43,50}",
    (token) => looksLikeTokenBody(token.slice(token.indexOf("_") + 1)),
  ],
  ["api-token", "PMAK-[a-f0-9]{24}-[a-f0-9]{34}"],
  ["api-token", "dapi[a-f0-9]{32}(?:-\\d)?"],
  ["api-token", "gl(?:sa|c)_[A-Za-z0-9+/=_]{32,}"],
  ["api-token", "NR(?:AK|JS|II)-[A-Za-z0-9]{19,32}"],
  ["api-token", "EAA[A-Za-z]{1,3}[A-Za-z0-9_-]{56,}", (token) => looksLikeTokenBody(token)],
  ["api-token", "sq0(?:atp|csp)-[A-Za-z0-9_-]{22,43}"],
  ["api-token", "sbp_[a-f0-9]{40}"],
  ["api-token", "sntry[su]_[A-Za-z0-9+/=_-]{40,}"],
  ["api-token", "tskey-[a-z]+-[A-Za-z0-9]{6,}-[A-Za-z0-9]{16,}"],
  [
    "api-token",
    "(?:gsk|r8|nfp|rnd|bkua|pul|figd|fo1)_[A-Za-z0-9_-]{30,}",
    (token) => looksRandom(token.slice(token.indexOf("_") + 1)),
  ],
  ["api-token", "(?:pplx|xai)-[A-Za-z0-9]{40,}"],
  // Docker Hub personal access tokens, crates.io tokens, Fly.io macaroons (`FlyV1 fm2_…`).
  ["api-token", "dckr_pat_[A-Za-z0-9_-]{27,}", (token) => looksRandom(token.slice(9))],
  ["api-token", "cio[A-Za-z0-9]{32}", (token) => looksLikeTokenBody(token.slice(3))],
  ["api-token", "fm[12][ar]?_[A-Za-z0-9+/=_-]{50,}", (token) => looksRandom(token.slice(token.indexOf("_") + 1))],
  ["api-token", "[A-Za-z0-9]{14}\\.atlasv1\\.[A-Za-z0-9_=-]{60,}"],
  ["api-token", "ATATT3[A-Za-z0-9_=-]{100,}"],
  ["api-token", "[sp]k\\.eyJ[A-Za-z0-9_-]{20,}\\.[A-Za-z0-9_-]{20,}", (token) => token.startsWith("sk.")],
  ["api-token", "CFPAT-[A-Za-z0-9_-]{43}"],
  ["api-token", "lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}"],
  ["api-token", "re_[A-Za-z0-9]{8}_[A-Za-z0-9]{24}"],
  ["api-token", "ops_eyJ[A-Za-z0-9+/=]{100,}"],
  ["api-token", "AKCp[A-Za-z0-9]{69}"],
  ["api-token", "LTAI[A-Za-z0-9]{20}", (token) => looksLikeTokenBody(token.slice(4))],
  ["api-token", "oy2[a-z0-9]{43}"],
  ["api-token", "sl\\.[A-Za-z0-9_-]{130,}"],
  ["api-token", "ATBB[A-Za-z0-9_=.-]{28,}"],
  // SonarQube, RubyGems, Shippo, Airtable, CircleCI, Heroku, Pulumi, Typeform, HubSpot, OpenRouter, Langfuse,
  // Mailchimp, Dynatrace, EasyPost, Flutterwave, Tencent Cloud, Frame.io, Vercel Blob, Cloudflare Origin CA,
  // LaunchDarkly SDK keys, PlanetScale, ClickUp.
  ["api-token", "sq[pua]_[a-f0-9]{40}"],
  ["api-token", "rubygems_[a-f0-9]{48}"],
  ["api-token", "shippo_(?:live|test)_[a-f0-9]{40}"],
  ["api-token", "pat[A-Za-z0-9]{14}\\.[a-f0-9]{64}"],
  ["api-token", "CCIPAT_[A-Za-z0-9]{22}_[a-f0-9]{40}"],
  ["api-token", "HRKU-[A-Za-z0-9_-]{58,60}"],
  ["api-token", "pul-[a-f0-9]{40}"],
  ["api-token", "tfp_[A-Za-z0-9_.=-]{59}"],
  ["api-token", "pat-(?:na|eu)\\d-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}"],
  ["api-token", "sk-or-v1-[a-f0-9]{64}"],
  ["api-token", "sk-lf-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}"],
  ["api-token", "[0-9a-f]{32}-us\\d{1,2}"],
  ["api-token", "dt0c01\\.[A-Z0-9]{24}\\.[A-Z0-9]{64}"],
  ["api-token", "EZ[AT]K[A-Za-z0-9]{54}"],
  ["api-token", "FLWSECK(?:_TEST)?-[a-h0-9]{32}-X"],
  ["api-token", "AKID[A-Za-z0-9]{32}", (token) => looksLikeTokenBody(token.slice(4))],
  ["api-token", "fio-u-[A-Za-z0-9_=-]{64}"],
  ["api-token", "vercel_blob_rw_[A-Za-z0-9]{16}_[A-Za-z0-9]{30}"],
  ["api-token", "v1\\.0-[a-f0-9]{24}-[a-f0-9]{146}"],
  ["api-token", "pscale_(?:tkn|pw|oauth)_[A-Za-z0-9_=.-]{32,64}"],
  ["api-token", "pk_\\d{6,10}_[A-Z0-9]{32}"],
  ["api-token", "sdk-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}"],
  // Brevo (Sendinblue) API and SMTP keys, ReadMe, Duffel, Scalingo, Infisical service tokens, Adobe client secrets,
  // Yandex OAuth tokens, Facebook (Meta) access tokens.
  ["api-token", "x(?:keysib|smtpsib)-[a-f0-9]{64}-[A-Za-z0-9]{16}"],
  ["api-token", "rdme_[a-z0-9]{70}"],
  ["api-token", "duffel_(?:test|live)_[A-Za-z0-9_=-]{43}"],
  ["api-token", "tk-us-[A-Za-z0-9_-]{48}"],
  ["api-token", "st\\.[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}\\.[a-f0-9]{32}\\.[a-f0-9]{32}"],
  ["api-token", "p8e-[A-Za-z0-9_-]{32}", (token) => looksLikeTokenBody(token.slice(4))],
  ["api-token", "y0_[A-Za-z0-9_-]{50,60}", (token) => looksLikeTokenBody(token.slice(3).replace(/[_-]/g, ""))],
  ["api-token", "EAA[A-Za-z0-9]{100,}", (token) => looksLikeTokenBody(token.slice(3))],
  // Revision 23: Midtrans server keys (`SB-Mid-server-` in the sandbox; the `Mid-client-` key is public), Yandex
  // Cloud API keys (`AQVN…`), New Relic's license keys (40 characters ending `NRAL`, an EU account's opening `eu01xx`).
  [
    "api-token",
    "(?:SB-)?Mid-server-[A-Za-z0-9_-]{20,}",
    (token) => looksLikeTokenBody(token.slice(token.lastIndexOf("server-") + 7).replace(/[_-]/g, "")),
  ],
  ["api-token", "AQVN[A-Za-z0-9_-]{32,40}", (token) => looksLikeTokenBody(token.slice(4).replace(/[_-]/g, ""))],
  ["api-token", "(?:eu01xx[0-9a-f]{30}|[0-9a-f]{36})NRAL", (token) => /[a-f]/.test(token) && /\d/.test(token)],
  // Revision 26: 1Password's account Secret Key (`A3-`, then groups of six and five), Infobip's API keys (32 hex digits
  // and a UUID), Shopware's integration and user access keys (`SWIA`/`SWUA`, 22 more; a sales channel's `SWSC` key is
  // the shop front's), DigitalOcean Spaces' access key ids (`DO00`), Mollie's API keys (30 characters after `live_`
  // or `test_`: a test key reads the account too).
  ["api-token", "A3-[A-Z0-9]{6}-[A-Z0-9]{6}(?:-[A-Z0-9]{5}){4}"],
  ["api-token", "[0-9a-f]{32}-[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}"],
  ["api-token", "SW[IU]A[A-Z0-9]{22}", (token) => /\d/.test(token)],
  ["aws-access-key", "DO00[A-Z0-9]{16}", (token) => /[A-Z]/.test(token.slice(4)) && /\d/.test(token.slice(4))],
  ["api-token", "(?:live|test)_[A-Za-z0-9]{30}", (token) => looksLikeTokenBody(token.slice(5))],
  // Any other `<prefix>_<random>` token (`abc_live_…`, `XYZ-…`): a short prefix, then 32+ random characters.
  ["api-token", "[a-z]{2}[a-z0-9]{1,8}(?:_[a-z0-9]{1,6})?_[A-Za-z0-9]{32,}", (token) => isPrefixedToken(token, "_")],
  ["api-token", "[a-z]{2}[a-z0-9]{1,8}-[A-Za-z0-9]{32,}", (token) => isPrefixedToken(token, "-")],
];

// Prefixes of values that are random but not secret: digests, integrity strings, publishable keys, nonces.
const NOT_SECRET_PREFIX =
  /^(?:sha\d*|md\d|blake\d*|xxh\d*|crc\d*|nonce|data|base64|pk|phc|pub|public|hash|digest|integrity|etag|uuid|id|ids|req|trace|span|build|commit|v\d+|page|cursor|state|session|chunk|test|spec)$/i;

function isPrefixedToken(token: string, separator: string): boolean {
  const tail = token.slice(token.lastIndexOf(separator) + 1);
  const prefix = token.slice(0, token.indexOf(separator));
  // A hex tail is a digest as often as a token (`release-<sha>`): only known prefixes take one.
  if (NOT_SECRET_PREFIX.test(prefix) || /^[0-9a-fA-F]+$/.test(tail)) return false;
  return looksLikeTokenBody(tail);
}
