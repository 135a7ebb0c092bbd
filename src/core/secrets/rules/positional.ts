// Rule family: credentials passed by position. Its rules and the helpers only they use; their place among the others is in
// ../rule-table.ts. Its proof, true and false positives: ./positional.examples.ts (run by
// test/core/secret-rule-examples.test.ts).

import type { SecretRule } from "../kinds.js";
import {
  isCallArgumentSecret,
  isCallPassword,
  isMadePassword,
  isPasswordAfterLogin,
  isProseSecret,
} from "../value-context.js";
import { isPlaceholder } from "../values.js";

/** A password or a key passed by position to a call or a login (no key name before it). */
export function positionalRules() {
  return {
    // Python's `auth=("user", "password")`, `HTTPBasicAuth("user", "password")`.
    pythonAuthTuple: {
      kind: "password-assignment",
      needs: ["auth"],
      hint: /auth\s*=\s*\(|Auth\(/,
      pattern:
        /(?:\bauth\s*=\s*|\b(?:HTTP)?(?:Basic|Digest)Auth)\(\s*(?<q1>["'])[^"'\n]*\k<q1>\s*,\s*(?<q>["'])(?<secret>[^"'\n]{3,})\k<q>\s*\)/dg,
      accept: (secret) => !isPlaceholder(secret, true),
    },
    // A password passed by position: a made password anywhere in a command or a call (`tool create-admin
    // ops@host <value> --superuser`, `echo <value> | docker login --password-stdin`), or a value right after a login.
    madePasswordByPosition: {
      // Linear (degree 4 before, on a run of `0!(`): the value is cut at its first symbol, not at any of them, and a
      // start that finds no value takes the rest of its run (`run`, never a secret), as every later start in that run
      // would find none either.
      kind: "password-assignment",
      // Tried once per run of non-blanks (from its first pair, or its first digit), not from each character.
      hint: /(?<!\S)(?:(?:[^\s!#$%^&*@]|(?<![A-Za-z0-9])[!#$%^&*@])*[A-Za-z0-9][!#$%^&*@]\S*\d|[^\s\d]*\d\S*[!#$%^&*@][A-Za-z0-9])/,
      pattern:
        /(?<![^\s"'`=[,(])(?:(?<q>["']?)(?<secret>[A-Za-z0-9][^\s"'`,\]!#$%^&*@]*[!#$%^&*@][^\s"'`,\]]*[A-Za-z0-9])\k<q>(?![^\s"'`,\])])|(?<run>[A-Za-z0-9][^\s"'`,\]]*))/dg,
      accept: (secret, match) => match.groups?.run === undefined && isMadePassword(secret),
    },
    // Revision 25. The same word (up to 64 characters) where punctuation or another script wraps it, whatever the
    // label and its language: in bold or italics, in «», „“, 「」 or （）, before a sentence's `.` or `。`, run into
    // Chinese or Korean (after "登录密码", before "登录"), after a colon that ends a word of another script ("كلمة
    // السر:…"). A `!` or `?` after it may be its own (`…123!`): not cut off.
    wrappedMadePassword: {
      kind: "password-assignment",
      // Bounded by the word's 64 characters: unbounded, each digit of a long run of digits scanned the rest of it.
      hint: /[A-Za-z0-9][!#$%^&@]\S{0,62}\d|\d\S{0,62}[!#$%^&@][A-Za-z0-9]/,
      pattern:
        /(?<=^|[\s"'`=[,(*_~\u00ab\u201e\u201c\u2018\u300c\u300e\uff08\uff1a\u3000-\u303f\u3040-\u9fff\uac00-\ud7af]|[^\x00-\x7f]:)(?<secret>[A-Za-z0-9][^\s"'`,\]*\u00bb\u201c\u201d\u2019\u300d\u300f\u3002\uff0c\uff08\uff09\uff01\uff1f\u3040-\u9fff\uac00-\ud7af]{6,62}[A-Za-z0-9])(?=$|[\s"'`\])*_~\u00bb\u201c\u201d\u2019\u300d\u300f\u3002\uff0c\uff09\uff01\uff1f\u3040-\u9fff\uac00-\ud7af]|[.,;:](?:\s|$))/dg,
      accept: (secret) => isMadePassword(secret, 64),
    },
    passwordAfterEmailLogin: {
      kind: "password-assignment",
      needs: ["@"],
      pattern:
        /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+["']?(?:[ \t]+|[ \t]*,[ \t]*)(?<q>["']?)(?<secret>[^\s"',\]]{8,64})\k<q>(?=[\s,\]"'`]|$)/dg,
      accept: (secret) => isPasswordAfterLogin(secret),
    },
    // A random literal handed to a client, a login or an auth call: `cohere.Client("…")`, `.bearer_auth("…")`,
    // `algoliasearch('APPID', '…') // admin key`.
    clientLiteral: {
      kind: "generic-secret",
      hint: /["'][A-Za-z0-9_+/=.~-]{20}/,
      // The call's `(` or `,` looked for behind each quote mark, not behind each blank (quadratic on `(` and blanks).
      pattern: /(?<q>["'])(?<=[(,][ \t]*["'])(?<secret>[A-Za-z0-9_+/=.~-]{20,})\k<q>/dg,
      accept: (secret, match, text) => isCallArgumentSecret(secret, match.index, text),
    },
    // Revision 20. Postmark's server or account token, a UUID, given to its client (`new postmark.ServerClient("…")`,
    // .NET's `new PostmarkClient("…")`, Ruby's `Postmark::ApiClient.new("…")`): a UUID elsewhere is an id.
    postmarkClientToken: {
      kind: "api-token",
      needs: ["serverclient", "accountclient", "postmarkclient", "postmark::"],
      pattern:
        /\b(?:ServerClient|AccountClient|PostmarkClient|PostmarkAdminClient|Postmark::(?:Api|Account)Client\.new)[ \t]*\([ \t]*(?<q>["'])(?<secret>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\k<q>/dgi,
    },
    // The password handed to a login or a connection after the user: `DriverManager.getConnection(url, "u", "pw")`,
    // `new NetworkCredential("u", "pw")`, `client.login("u", "pw")`.
    loginAfterUser: {
      kind: "password-assignment",
      needs: ["connect", "credential", "login", "log_in", "authenticate", "basic_auth", "basicauth"],
      hint: /["'][ \t]*,[ \t]*["']/,
      pattern:
        /\b(?:getConnection|connect|NetworkCredential|PSCredential|UsernamePasswordCredential|Credentials?|login|log_in|logIn|authenticate|basic_auth|BasicAuth)[ \t]*\((?:[^()\n]*?,)?[ \t]*(?<u>["'])[^"'\n]+\k<u>[ \t]*,[ \t]*(?<q>["'])(?<secret>[^"'\n]{4,})\k<q>[ \t]*[),]/dg,
      accept: (secret, match) => isProseSecret(secret, match) && !/^[a-z][\w+.-]*:\/\//i.test(secret),
    },
    // PowerShell: `ConvertTo-SecureString "…" -AsPlainText`.
    secureString: {
      kind: "password-assignment",
      needs: ["securestring"],
      hint: /SecureString/i,
      pattern: /\bConvertTo-SecureString[ \t]+(?:-String[ \t]+)?(?<q>["'])(?<secret>[^"'\n]{3,})\k<q>/dgi,
      accept: (secret) => !isPlaceholder(secret, true),
    },
    // A password-like literal handed to a call on a line about connections, logins or auth (PDO, JDBC,
    // `mysqli_connect`, `smtp.PlainAuth`, `.basic_auth("u", Some("…"))`, `set_password("…")`), and the key of
    // an HMAC (`createHmac('sha256', '…')`).
    callOnConnectionLine: {
      kind: "password-assignment",
      hint: /(?:[(,][ \t]*(?:\n[ \t]*)?|Some\()["'][^"'\s]{8}/,
      // Looked for behind each quote mark, as clientLiteral's.
      pattern: /(?<q>["'])(?<=(?:[(,][ \t]*(?:\n[ \t]*)?|Some\()["'])(?<secret>[^"'\s]{8,64})\k<q>(?=[ \t]*[),])/dg,
      accept: (secret, match, text) => isCallPassword(secret, match.index, text),
    },
  } satisfies Record<string, SecretRule>;
}
