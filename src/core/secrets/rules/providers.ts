// Rule family: provider tokens. Its rules and the helpers only they use; their place among the others is in
// ../rule-table.ts. Its proof, true and false positives: ./providers.examples.ts (run by
// test/core/secret-rule-examples.test.ts).

import type { SecretRule } from "../kinds.js";
import { providerAccept, providerTokenPattern } from "../provider-match.js";
import { UUID, isGenericSecretValue, isPlaceholder, looksLikeTokenBody, looksRandom } from "../values.js";

/** Provider tokens by their documented shapes (provider-tokens.ts), and the shapes the token alternation cannot hold. */
export function providerRules() {
  return {
    // Shapes with a character that ends a token run (`:`, `$`, `%`, `/`): Firebase Cloud Messaging server keys,
    // Braintree access tokens, Twitter/X app bearer tokens, Asana personal access tokens.
    shapesAcrossPunctuation: {
      kind: "api-token",
      hint: /:APA91b|access_token\$|AAAAAAAAAAAAAAAAAAAAA|\d\/\d{16}/,
      pattern:
        /(?<![A-Za-z0-9_-])(?:AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{100,}|access_token\$(?:production|sandbox)\$[0-9a-z]{16}\$[0-9a-f]{32}|A{21}[A-Za-z0-9%]{80,}|\d\/\d{16,}\/\d{16,}:[a-f0-9]{32})(?![A-Za-z0-9_+/=-])/dg,
    },
    // Revision 17. A token whose random part follows a `|` (which ends a token run): Laravel Sanctum's personal access
    // tokens, `<id>|<40 letters and digits>` (Coolify's API tokens, any Laravel API's), and deploy keys that name their
    // deployment first, `prod:<name>|<random>` (Convex's).
    pipeJoinedToken: {
      kind: "api-token",
      needs: ["|"],
      hint: /\|[A-Za-z0-9_-]{40}/,
      pattern:
        /(?<![A-Za-z0-9_|:.-])(?:\d{1,10}|(?:prod|dev|preview|project):[a-z][a-z0-9-]{0,62})\|[A-Za-z0-9_-]{40,200}(?![A-Za-z0-9_+/=-])/dg,
      accept: (token) => looksLikeTokenBody(token.slice(token.indexOf("|") + 1).replace(/[_-]/g, "")),
    },
    // Ably's `app.keyid:secret` (the `:` ends a token run), where Ably is named.
    ably: {
      kind: "api-token",
      needs: ["ably"],
      pattern:
        /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{6}:(?<secret>[A-Za-z0-9_-]{30,})(?![A-Za-z0-9_+/=-])/dg,
      accept: (secret) => looksLikeTokenBody(secret.replace(/[_-]/g, "")),
    },
    // Provider tokens by their documented shapes.
    providerTokens: {
      kind: "api-token",
      pattern: providerTokenPattern(),
      provider: true,
      withinTokenRuns: 20,
      accept: (secret, match) => providerAccept(secret, match),
    },
    // AWS access key id: AKIA (long-term), ASIA (temporary) … + 16 upper-case letters or digits.
    awsAccessKeyId: {
      kind: "aws-access-key",
      needs: ["akia", "asia", "abia", "acca", "a3t"],
      pattern: /(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}(?![A-Za-z0-9])/dg,
      // `AKIAXXXXXXXXXXXXXXXX`: documentation's shape filled with one character.
      accept: (secret) => !/(.)\1{7}/.test(secret.slice(4)),
    },
    // AWS secret access key: 40 base64 characters after an aws_secret_access_key-like key (also space-separated, as the aws CLI takes it).
    awsSecretKeyNamed: {
      kind: "aws-secret-key",
      needs: ["secret"],
      hint: /secret/i,
      pattern:
        /(?<![A-Za-z0-9])(?:aws_?)?secret_?(?:access_?)?key["']?(?:\s*(?::|=>|=)\s*|[ \t]+)["']?(?<secret>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])/dgi,
    },
    // The secret written right after its access key id (`AKIA… / <40>`, `AKIA…:<40>`): the pair, with no key names.
    awsSecretAfterId: {
      kind: "aws-secret-key",
      needs: ["akia", "asia"],
      pattern: /\b(?:AKIA|ASIA)[A-Z0-9]{16}[ \t]*[/:,|][ \t]*(?<secret>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])/dg,
      accept: (secret) => !/EXAMPLE/.test(secret) && looksRandom(secret),
    },
    // Revision 26. An account's id, then its secret as the next argument of a call or after a separator: Twilio's
    // `Twilio.init("AC…", "<auth token>")` (32 hex digits), Scaleway's `SCW…` then the secret key (a UUID). The id names
    // the account and stays (isAccountId).
    secretAfterAccountId: {
      kind: "api-token",
      hint: /AC[0-9a-f]{32}|SCW[A-Z0-9]{17}/,
      pattern:
        /\b(?:AC[0-9a-f]{32}|SCW[A-Z0-9]{17})["'`]?[ \t]*[,:/|][ \t]*["'`]?(?<secret>[0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![A-Za-z0-9-])/dg,
      accept: (secret) => /\d/.test(secret) && /[a-f]/.test(secret),
    },
    // Revision 21. A pair as people pass it on, with nothing naming the secret: a column of a console's table
    // transcribed from a screenshot (two blanks or more between them), or the next line (a chat's second message,
    // its sender's name before it). The secret has both cases and a digit (no SHA-1's hex). Last of the rules: a
    // secret some other rule names keeps that rule's kind.
    awsSecretBesideId: {
      kind: "aws-secret-key",
      needs: ["akia", "asia"],
      pattern:
        /\b(?:AKIA|ASIA)[A-Z0-9]{16}(?:[ \t]{2,}|[ \t]*\r?\n[^\n]{0,80}?(?<![A-Za-z0-9/+]))(?<secret>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])/dg,
      accept: (secret) =>
        !/EXAMPLE/.test(secret) &&
        looksRandom(secret) &&
        /[A-Z]/.test(secret) &&
        /[a-z]/.test(secret) &&
        /\d/.test(secret),
    },
    // Telegram bot tokens (`123456789:AA…`), also inside `api.telegram.org/bot<token>/`.
    telegramBot: {
      kind: "telegram-bot-token",
      hint: /\d{8}:/,
      pattern: /(?<![0-9])\d{8,10}:[A-Za-z0-9_-]{35}(?![A-Za-z0-9_-])/dg,
      accept: (secret) => {
        const tail = secret.slice(secret.indexOf(":") + 1);
        return tail.startsWith("AA") || looksLikeTokenBody(tail);
      },
    },
    // Azure storage / service bus keys in a connection string.
    azureConnectionKey: {
      kind: "azure-storage-key",
      needs: ["key"],
      hint: /key\s*=/i,
      pattern: /(?:AccountKey|SharedAccessKey|PrimaryKey|SecondaryKey)\s*=\s*(?<secret>[A-Za-z0-9+/]{32,}={0,2})/dgi,
    },
    // npm's `_auth=` (base64 user:password) and `_password=` in .npmrc, and `:_authToken=`.
    npmrc: {
      kind: "npm-token",
      needs: ["_auth", "_password"],
      hint: /_(?:auth|password)/,
      pattern: /(?:^|[\s:])_(?:authToken|auth|password)\s*=\s*(?<secret>[^\s"'$]\S*)/dgm,
      accept: (secret) => !isPlaceholder(secret),
    },
    // JSON Web Tokens: base64url header ({"…) . payload . signature.
    jwt: {
      kind: "jwt",
      needs: ["eyj"],
      hint: /eyJ/,
      pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}(?![A-Za-z0-9_-])/dg,
    },
    jwtAnyPayload: {
      kind: "jwt",
      needs: ["eyj"],
      hint: /eyJ/,
      pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}(?![A-Za-z0-9_-])/dg,
    },
    // Snyk's token, a UUID (no shape of its own): `snyk auth TOKEN`, `snyk config set api=TOKEN`.
    snyk: {
      kind: "api-token",
      needs: ["snyk"],
      hint: /snyk/,
      pattern: /\bsnyk[ \t]+(?:auth|config[ \t]+set[ \t]+api=)[ \t]*(?<q>["']?)(?<secret>[A-Za-z0-9-]{32,})\k<q>/dg,
      accept: (secret) => UUID.test(secret) || isGenericSecretValue(secret),
    },
    // The plaintext data key `aws kms generate-data-key` prints.
    kmsDataKey: {
      kind: "generic-secret",
      needs: ["plaintext"],
      pattern: /\bPlaintext["']?[ \t]*[:=][ \t]*["']?(?<secret>[A-Za-z0-9+/]{32,}={0,2})/dg,
      accept: (_secret, _match, text) => /kms|data.?key/i.test(text),
    },
  } satisfies Record<string, SecretRule>;
}
