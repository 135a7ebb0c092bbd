// Rule family: HTTP headers and cookies. Its rules and the helpers only they use; their place among the others is in
// ../rule-table.ts. Its proof, true and false positives: ./headers.examples.ts (run by
// test/core/secret-rule-examples.test.ts).

import type { SecretRule } from "../kinds.js";
import { decodeURIComponentSafely } from "../value-context.js";
import { isAccountId, isGenericSecretValue, isPlaceholder, looksRandom } from "../values.js";

/** HTTP: `Authorization` headers and session cookies. */
export function headerRules() {
  return {
    // `Authorization: Bearer <token>` / `Basic <base64>` with a random-looking token.
    bearerOrBasic: {
      kind: "generic-secret",
      needs: ["bearer", "basic", "token"],
      pattern: /\b(?:Bearer|Basic|Token)[ \t]+(?<secret>[A-Za-z0-9._~+/-]{16,}=*)/dg,
      accept: (secret) => isGenericSecretValue(secret) || (/=$/.test(secret) && secret.length >= 12),
    },
    // An `Authorization` header with any other scheme (`SSWS`, `Bot`, `GenieKey` …), or none.
    authorizationHeader: {
      kind: "generic-secret",
      needs: ["authorization"],
      hint: /authorization/i,
      pattern:
        /\bauthorization["']?[ \t]*[:=][ \t]*["']?(?:[A-Za-z][\w-]*[ \t]+)?(?<secret>[A-Za-z0-9._~+/-]{16,}=*)/dgi,
      accept: (secret) => isGenericSecretValue(secret),
    },
    // A session cookie in a header: `Cookie: session=…`, `Set-Cookie: sid=…` (the value is the login).
    cookieHeader: {
      kind: "generic-secret",
      needs: ["cookie:"],
      hint: /cookie:/i,
      pattern:
        /\b(?:set-)?cookie:[ \t]*(?:[^\s=;]+=[^\s;]*;[ \t]*)*?[\w.-]*(?:sess|sid|auth|token|jwt|remember|login)[\w.-]*=(?<secret>[^\s;"']{16,})/dgi,
      accept: (secret) => looksRandom(decodeURIComponentSafely(secret)) && !isPlaceholder(secret),
    },
    // A session cookie given as name=value anywhere (`curl -b 'sessionid=…'`, `laravel_session=…`,
    // `.AspNetCore.Cookies=…`, ASP.NET's `…_SessionId=` and `.ASPXAUTH=`, WordPress's `…logged_in_<hash>=`): the login
    // itself.
    sessionCookie: {
      kind: "generic-secret",
      needs: [
        "sess=",
        "session=",
        "sessid=",
        "sessionid=",
        "sid=",
        ".aspnetcore.",
        "remember",
        ".aspxauth=",
        "logged_in_",
      ],
      pattern:
        /(?<![\w.-])(?:[\w-]*sess(?:ion)?(?:id)?|[\w-]*sid|\.AspNetCore\.[\w.]+|ASP\.NET_SessionId|\.ASPXAUTH|[\w-]*logged_in_[0-9a-f]*|remember[\w-]*)=(?<secret>[^\s;"',&]{20,})/dgi,
      accept: (secret) =>
        !isPlaceholder(secret) &&
        !isAccountId(secret) &&
        looksRandom(decodeURIComponentSafely(secret).replace(/[^A-Za-z0-9]/g, "")),
    },
  } satisfies Record<string, SecretRule>;
}
