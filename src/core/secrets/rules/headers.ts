// Rule family: HTTP headers and cookies. Its rules and the helpers only they use; their place among the others is in
// ../rule-table.ts. Its proof, true and false positives: ./headers.examples.ts (run by
// test/core/secret-rule-examples.test.ts).

import { keyRole } from "../key-names.js";
import type { SecretKind, SecretRule } from "../kinds.js";
import { groups } from "../match-groups.js";
import { decodeURIComponentSafely } from "../value-context.js";
import { isAccountId, isGenericSecretValue, isKeyValue, isPinValue, isPlaceholder, looksRandom } from "../values.js";

/** HTTP: `Authorization` headers and session cookies. */
export function headerRules() {
  return {
    // `Authorization: Bearer <token>` / `Basic <base64>` with a random-looking token.
    bearerOrBasic: {
      kind: "generic-secret",
      // Revision 21: Okta's scheme (`SSWS`) and Opsgenie's (`GenieKey`) too, where a
      // token is pasted with its scheme and no header's name.
      needs: ["bearer", "basic", "token", "ssws", "geniekey"],
      pattern: /\b(?:Bearer|Basic|Token|SSWS|GenieKey)[ \t]+(?<secret>[A-Za-z0-9._~+/-]{16,}=*)/dg,
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
    // Revision 19. A header, or a cookie, given as a name and a value in what debugging tools export: a HAR entry's or
    // a Postman request's `{"name": "X-Api-Key", "value": "…"}` (Postman says `"key"`), one line or several.
    headerPairInObject: {
      kind: "generic-secret",
      needs: ['"value"'],
      pattern:
        /"(?:name|key)"[ \t]*:[ \t]*"(?<name>[^"\\\n]{1,64})"[ \t]*,\s{0,40}?"value"[ \t]*:[ \t]*"(?:(?:Bearer|Basic|Token)[ \t]+)?(?<secret>[^"\\\s]{6,1024})"/dgi,
      accept: (secret, match) => headerPairKind(groups(match).name ?? "", secret),
    },
    // Revision 19. The same as a pair in a list or a call: a Sentry event's `["X-Client-Auth", "…"]`, Python's
    // `("Authorization", "…")` tuples, a cookie made in code (`New-Object System.Net.Cookie("JSESSIONID", "…", "/", …)`
    // of a browser's "Copy as PowerShell", Java's `new Cookie("sid", "…")`).
    headerPairInList: {
      kind: "generic-secret",
      needs: ['["', "['", '("', "('"],
      pattern:
        /[[(](?<nq>["'])(?<name>[A-Za-z.][\w.-]{0,63})\k<nq>[ \t]*,[ \t]*(?<q>["'])(?:(?:Bearer|Basic|Token)[ \t]+)?(?<secret>[^"'\\\s]{6,1024})\k<q>/dg,
      accept: (secret, match) => {
        const name = groups(match).name ?? "";
        return (HEADER_NAME.test(name) || SESSION_COOKIE_NAME.test(name)) && headerPairKind(name, secret);
      },
    },
    // Revision 19. Headers or gRPC metadata as Go prints a map of them (`map[x-api-key:[…] user-agent:[…]]`, an
    // `http.Header`, a `metadata.MD`). The values of these three are bounded, and a map's holds no `[`: `a:[a:[…` was quadratic.
    headerMapPrinted: {
      kind: "generic-secret",
      needs: [":["],
      pattern:
        /(?<=[[ ])(?<name>[A-Za-z][\w-]{0,63}):\[(?:(?:Bearer|Basic|Token)[ \t]+)?(?<secret>[^[\]\s]{6,1024})\]/dg,
      accept: (secret, match) => headerPairKind(groups(match).name ?? "", secret),
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
        /(?<![\w.-])(?:[\w.-]*sess(?:ion)?(?:id)?|[\w.-]*sid|\.AspNetCore\.[\w.]+|ASP\.NET_SessionId|\.ASPXAUTH|[\w-]*logged_in_[0-9a-f]*|remember[\w-]*)=(?<secret>[^\s;"',&]{20,})/dgi,
      accept: (secret) =>
        !isPlaceholder(secret) &&
        !isAccountId(secret) &&
        looksRandom(decodeURIComponentSafely(secret).replace(/[^A-Za-z0-9]/g, "")),
    },
    // Revision 10. The other values of a cookie string that holds a session's or a login's (`auth_token=…; ct0=…`,
    // `Cookie: …`): random ones are part of the login too (a CSRF token, a signed id).
    cookieStringValue: {
      kind: "generic-secret",
      needs: ["; "],
      hint: /=[^\s;]{16,};[ \t]|;[ \t]+[\w.-]+=[^\s;]{16}/,
      pattern: /(?<=^|[\s;"'])(?<name>[\w.%-]{1,40})=(?<secret>[^\s;"',&]{16,})(?=;|[ \t]*$|["'\s])/dgm,
      accept: (secret, match, text) => isCookieStringValue(secret, match.index, text),
    },
    // Revision 10. A cookie as a browser's developer tools list it, one a row: name, value, domain, path, separated by
    // tabs (`connect.sid\ts%3A…\tadmin.example.io\t/`).
    cookieTableRow: {
      kind: "generic-secret",
      needs: ["\t/"],
      pattern: /^[ \t]*[^\s]{1,64}\t(?<secret>[^\s]{16,})\t\.?[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+\t\//dgm,
      accept: (secret) =>
        !isPlaceholder(secret) && looksRandom(decodeURIComponentSafely(secret).replace(/[^A-Za-z0-9]/g, "")),
    },
  } satisfies Record<string, SecretRule>;
}

// A header's name in a list of pairs: words joined by dashes (`X-Client-Auth`, `x-api-key`), or `Authorization`. A
// setting's name alone (`("password", "saltsalt")` of a hash's call) is the positional rules' to read.
const HEADER_NAME = /^(?:[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+|(?:proxy-)?authorization)$/i;
// A session's cookie by its name (`JSESSIONID`, `connect.sid`, `laravel_session`, `.ASPXAUTH`, `remember_token`).
const SESSION_COOKIE_NAME =
  /^(?:[\w.-]*sess(?:ion)?(?:id)?|[\w.-]*sid|\.AspNetCore\.[\w.]+|\.ASPXAUTH|remember[\w-]*|[\w.-]*(?:auth|token|jwt)[\w.-]*)$/i;

/**
 * A value given beside a header's or a cookie's name: a secret when the name says it holds one and it looks like one
 * (a password's or a PIN's kind where the name says so).
 */
function headerPairKind(name: string, value: string): SecretKind | false {
  // A pattern or a template is no header's value (`["api-token", "PMAK-[a-f0-9]{24}"]` of a table of shapes).
  if (isPlaceholder(value) || /[{}()[\]<>$|^*\\]/.test(value)) return false;
  if (SESSION_COOKIE_NAME.test(name) && !/^x-/i.test(name))
    return looksRandom(decodeURIComponentSafely(value).replace(/[^A-Za-z0-9]/g, "")) && !isAccountId(value)
      ? "generic-secret"
      : false;
  const role = /^(?:proxy-)?authorization$/i.test(name) ? "token" : keyRole(name);
  // A password: a digit, a symbol or both cases (`get-authorization-token` is a name).
  if (role === "password") return value.length >= 6 && /\d|[^\w.-]|[a-z][A-Z]/.test(value) && "password-assignment";
  if (role === "pin") return isPinValue(value) && "password-assignment";
  if (role === "key") return isKeyValue(value) && "generic-secret";
  return role === "token" && isGenericSecretValue(value) && "generic-secret";
}

// What says a line is a cookie string: the word (in a few scripts), a header, curl's `-b`, or a session's pair on it.
const COOKIE_LINE =
  /cookie|\u30af\u30c3\u30ad\u30fc|\ucfe0\ud0a4|-b[ \t]+["']|(?:^|[\s;"'])[\w.-]*(?:sess|sid|auth|token|jwt|remember|login|csrf|xsrf)[\w.-]*=/i;

/** A random value of a `name=value; …` pair on a line that is a cookie string (two pairs at least). */
function isCookieStringValue(secret: string, at: number, text: string): boolean {
  const lineStart = text.lastIndexOf("\n", at - 1) + 1;
  const lineEnd = text.indexOf("\n", at);
  const line = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd);
  // A pair looked for once per run between blanks and `;`s (from its first `=` after a name), not from each character.
  if (!/(?<![^\s;])(?:[^\s;=]|(?<![\w.%-])=)*(?<=[\w.%-])=[^\s;]*;/.test(line) || !/;[ \t]*[\w.%-]+=/.test(line))
    return false;
  // The line, or the one before it (a sentence that introduces the cookies), says they are cookies.
  const before = lineStart > 0 ? text.slice(text.lastIndexOf("\n", lineStart - 2) + 1, lineStart) : "";
  if (!COOKIE_LINE.test(line) && !/cookie|\u30af\u30c3\u30ad\u30fc|\ucfe0\ud0a4/i.test(before)) return false;
  // Hex only at 32 digits or more (shorter is an id); other values random beyond doubt.
  const value = decodeURIComponentSafely(secret);
  if (/^[0-9a-f]+$/i.test(value)) return value.length >= 32 && /\d/.test(value) && /[a-f]/i.test(value);
  return isGenericSecretValue(value) || isGenericSecretValue(secret);
}
