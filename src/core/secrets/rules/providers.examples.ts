// The provider-token family's proof (run by test/core/secret-rule-examples.test.ts).

import { type FakeValues, type RuleExamples, secret } from "./examples.js";

export function examples(fake: FakeValues): RuleExamples {
  const jwtPart = (json: string) => Buffer.from(json).toString("base64url");
  return {
    redacted: [
      // Revision 17: tokens whose random part follows a `|`: Laravel Sanctum's (Coolify's API tokens), Convex's deploy key.
      secret`--header "Authorization: Bearer ${`${fake.pin(2)}|${fake.token(40)}`}"`,
      secret`Coolify API token ${`${fake.pin(2)}|${fake.token(40)}`}`,
      secret`CONVEX_DEPLOY_KEY=${`prod:happy-otter-123|${fake.token(80)}`}`,
      secret`export GITHUB_TOKEN=${`ghp_${fake.token(36)}`}`,
      secret`the bot posts with ${`xoxb-${fake.pin(11)}-${fake.pin(12)}-${fake.token(24)}`}`,
      secret`aws_access_key_id = ${`AKIA${fake.upper(16)}`}`,
      secret`aws_secret_access_key = ${fake.base64(40)}`,
      secret`npm token ${`npm_${fake.token(36)}`} for the publish job`,
      secret`Authorization header held ${`${jwtPart('{"alg":"HS256","typ":"JWT"}')}.${jwtPart('{"sub":"ci","exp":1900000000}')}.${fake.token(43)}`}`,
      secret`AccountKey=${fake.base64(86)}==;EndpointSuffix=core.windows.net`,
      secret`Access token do Mercado Pago: ${`APP_USR-${fake.pin(16)}-${fake.pin(6)}-${fake.hex(32)}-${fake.pin(9)}`}`,
      // Revision 15: Cloudflare Tunnel's connector token.
      secret`sudo cloudflared service install ${`eyJhIjoi${fake.token(120)}`}`,
      // Revision 16: the server keys beside the page's keys stay secrets.
      secret`STATSIG_SERVER_SECRET=${`secret-${fake.token(43)}`}`,
      secret`POSTHOG_PERSONAL_API_KEY=${`phx_${fake.token(43)}`}`,
      // Revision 21: an AWS pair with nothing naming the secret: a chat's next message, a console's columns.
      secret`[14:02] Lars: ${`AKIA${fake.upper(16)}`}\n[14:02] Lars: ${fake.base64(40)}\n[14:03] Lars: wrong window, rotating it`,
      secret`Access key              Secret access key\n${`AKIA${fake.upper(16)}`}    ${fake.base64(40)}    Hide`,
      // Revision 26: Infobip, Shopware, DigitalOcean Spaces, Mollie's test key, 1Password's Secret Key.
      secret`Authorization: App ${`${fake.hex(32)}-${fake.uuid()}`}`,
      secret`Shopware integration: ${`SWIA${fake.upper(22)}`}`,
      secret`SPACES_KEY=${`DO00${fake.upper(16)}`}`,
      secret`mollie: ${`test_${fake.token(30)}`}`,
      secret`vault recovery ${`A3-${fake.upper(6)}-${fake.upper(6)}-${fake.upper(5)}-${fake.upper(5)}-${fake.upper(5)}-${fake.upper(5)}`}`,
      // Revision 26: an account's id, then its secret as the next argument.
      ...[fake.hex(32), fake.uuid()].map((key, i) => ({
        text: i === 0 ? `client = Client("AC${fake.hex(32)}", "${key}")` : `SCW${fake.upper(17)}:${key}`,
        secrets: [key],
      })),
    ],
    kept: [
      // Revision 17: a table's cells beside a number, a shell pipe between words.
      "| 12 | a value of words that is quite long for a cell |",
      "cat access.log | grep -v healthcheck_monitoring_probe_requests",
      `export GITHUB_TOKEN=ghp_${"x".repeat(36)}`,
      "publishable key pk_live_ in the web bundle is public by design",
      "commit 3f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a39 fixed the retry",
      "integrity sha512-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefghij==",
      "request id 7c9e6679-7425-40de-944b-e07fc1f90ae7 in the log",
      "aws configure set aws_access_key_id AKIAXXXXXXXXXXXXXXXX",
      "Stripe's reference shows sk_test_4eC39HqLyjWDarjtT1zdp7dc in every example",
      // Revision 15: base64 of a JSON that is no tunnel's token (a JWT's header alone).
      "eyJhbGciOiJIUzI1NiJ9",
      // Revision 16: keys each provider documents as safe in a page, and ids printed beside a secret.
      "posthog.init('phc_xEEsAoCaA2QTqpOoast0vQj8VMtbYo9Mqb5jZMQObDD', { api_host: 'https://eu.i.posthog.com' })",
      "NEXT_PUBLIC_STATSIG_CLIENT_KEY=client-MOTsoYtxqAYfwFBHPl8KsLcsf1YaHxpFjttuDDekSEU",
      "browser agent licenseKey NRJS-0ef0f3e2f047cb11caf",
      "DD_CLIENT_TOKEN=pub27a32370c131c48750773348cd1ceee8",
      "TWILIO_VERIFY_SERVICE_SID=VA1106d8c363d393ed4c744cd7c5bf5d6d",
      "SCW_ACCESS_KEY=SCWB5TSHET5P84N26I59",
      // Revision 21: a key id's placeholder over a commit's hash.
      `AKIAXXXXXXXXXXXXXXXX\n${fake.hex(40)}`,
      // Revision 26: keys their providers ship in apps and pages (RevenueCat's SDK keys, Razorpay's key id).
      `Purchases.configure(apiKey: "appl_${fake.token(27)}")`,
      `RevenueCat Android: goog_${fake.token(27)}`,
      `key: "rzp_live_${fake.token(14)}", // checkout.js`,
      "test_returns_the_value_when_cache_is_warm",
      `account AC${fake.hex(32)}, see the console`,
    ],
  };
}
