// Rule family: what is no secret whichever rule found it (revision 12). The rules that read a secret from its
// context (a password's name, a key's label, a login's pair) take a value for what the words around it say; these
// say, from the value or its line, that it is something else: a value that names itself, an e-mail address, a URL
// with no password, a sentence, a fixture's well-known password, a key its own line calls public, a signature's
// digest, base64 of a JSON object that holds no credential. Provider tokens are not judged here: their shape says
// what they are. The engine asks after a rule has accepted a value; its proof is ./exclusions.examples.ts.

import type { SecretKind } from "../kinds.js";
import { isPasswordMessage } from "../messages.js";
import { PASSWORD_NAMING_WORD } from "../password-names.js";
import { isLogNoSecret } from "./logs.js";

/** The kinds a rule finds by the words around a value rather than by its shape. */
const CONTEXT_KINDS: ReadonlySet<SecretKind> = new Set([
  "password-assignment",
  "cli-password",
  "url-password",
  "generic-secret",
]);

// Words a value is made of when it says what it stands for (`not-a-real-password`, `wrong-password`,
// `e2e-admin-password`, `change-me-in-production`, `sk_test_replace_me`): a placeholder, a fixture's label.
const SELF_WORD =
  /^(?:not|a|an|no|real|fake|dummy|mock|test|tests|testing|wrong|invalid|bad|incorrect|expired|example|sample|placeholder|replace|change|me|this|in|for|production|prod|dev|local|your|my|here|password|passwort|passwd|pass|pw|secret|key|token|api|admin|user|viewer|e2e|demo|qa|staging|value|only|foo|bar|baz|sk|pk|rk|whsec|live)$/i;
// At least one of these: a word that says the value is not the real one.
const MARKER_WORD =
  /^(?:not|no|fake|dummy|mock|test|testing|wrong|invalid|bad|incorrect|expired|example|sample|placeholder|replace|change|e2e|demo)$/i;
// "Example" in the languages the prose rules read, alone: the docs' own value (`example123` is a password).
const EXAMPLE_WORD =
  /^(?:example|sample|beispiel|voorbeeld|exemple|ejemplo|esempio|exemplo|przyk(?:l|\u0142)ad|exempel|esimerkki)$/i;

/** A value that names itself: words of a placeholder or a fixture's label, "example", or a password's own name. */
export function isSelfDescribing(value: string): boolean {
  const words = value.split(/[-_.]/);
  if (words.length >= 2 && words.every((word) => SELF_WORD.test(word)) && words.some((word) => MARKER_WORD.test(word)))
    return true;
  if (EXAMPLE_WORD.test(value)) return true;
  // `usuario:contraseña`, `USER:PASSWORT@HOST`: the name of the value where the value goes.
  const spaced = value.replace(/[-_]/g, " ");
  const named = PASSWORD_NAMING_WORD.exec(spaced);
  return named !== null && named.index === 0 && named[0].length === spaced.length;
}

const EMAIL = /^[\w.+-]+@(?:[a-z0-9-]+\.)+[a-z]{2,}[,.;]?$/i;
/**
 * A URL whose user has no password (`postgresql://app_iam@db…/app`): where it connects, not with what. A `?` or `#`
 * past the host's first character begins the query (read either way, it was quadratic on `a://h####…`). @internal
 * Exported for its test.
 */
export const URL_WITHOUT_PASSWORD =
  /^[a-z][a-z0-9+.-]*:\/\/(?:[^\s:/@]+@)?[^\s:/@][^\s:/@?#]*(?::\d+)?(?:[/?#][^\s@]*)?$/i;

// The passwords every tutorial and test suite uses (`password123`, `Passwort123!`, `test1234`): a fixture's, when the
// text says it is one.
const FIXTURE_PASSWORD =
  /^(?:pass(?:word|wort)?|test|secret|admin|qwerty|welcome|letmein|hello[ _-]?world)\d{0,4}[!.]?$/i;
const FIXTURE_CONTEXT =
  /\b(?:fixtures?|fake|dummy|mock|test(?:s|ing)?[- ]only|for tests|unit[- ]tests?|test users?|e2e|cypress|conftest|seed(?:ed)?|testdaten|fantasiewerte|nur f\u00fcr tests|throwaway|fictives?|ficticios?|fittizi)\b/i;

// The passwords database and broker images document as their defaults (`POSTGRES_PASSWORD=postgres` in the postgres
// image's docs, RabbitMQ's `guest`, MinIO's `minioadmin`): a local container's, known to every reader of the docs.
const IMAGE_DEFAULT = /^(?:postgres|guest|minioadmin)$/;

/** The line of `at` up to it. */
function lineBefore(at: number, text: string): string {
  return text.slice(text.lastIndexOf("\n", at - 1) + 1, at);
}

/**
 * A password the text says belongs to a test fixture, and one of the passwords every fixture uses or one that says
 * it is a test's (`MotDePasseDeTest!`, `Demo-Passwort-1`).
 */
function isFixturePassword(value: string, at: number, text: string): boolean {
  const around = text.slice(Math.max(0, at - 400), at + 200);
  return (
    (FIXTURE_PASSWORD.test(value) || /test|demo|dummy|fake|example|beispiel|exemple|ejemplo|fixture/i.test(value)) &&
    (FIXTURE_CONTEXT.test(around) || FIXTURE_CONTEXT_OTHER.test(around))
  );
}

// Revision 26: a test's data in other languages ("dane testowe", "testwaarden", "фиктивные данные", "テスト用のダミー値",
// "测试数据"), and a password said not to be real ("geen echte wachtwoorden", "not real").
const FIXTURE_CONTEXT_OTHER =
  /testow|testwaarde|testgegeven|testdat|testverdi|testiarvo|dados de teste|datos de prueba|donn\u00e9es de test|dati di test|test verisi|not real|geen echte|nicht echt|\u0444\u0438\u043a\u0442\u0438\u0432\u043d|\u0442\u0435\u0441\u0442\u043e\u0432|\u30c6\u30b9\u30c8\u7528|\u30c0\u30df\u30fc|\u6d4b\u8bd5\u6570\u636e|\u6d4b\u8bd5\u7528|\ud14c\uc2a4\ud2b8\uc6a9|\ub354\ubbf8/i;

// A value its own line calls public: a site key rendered in the page, a search-only key, a frontend token.
// Revision 15: "public key" in other languages too ("Toimiston julkinen avain: …" of a WireGuard peer).
const SAID_PUBLIC =
  /(?<![\w-])(?:public|publishable|site[ _-]?key|search[ -]only|frontend|julkinen|\u00f6ffentliche[rn]?|publique|p\u00fablica|p\u00fablico|pubblica|publieke|publiczny|offentlig|\u00e5bne|\u00e1ltal\u00e1nos|ve\u0159ejn\u00fd|a\u00e7\u0131k anahtar|\u043e\u0442\u043a\u0440\u044b\u0442\u044b\u0439|\u043f\u0443\u0431\u043b\u0456\u0447\u043d\u0438\u0439|\u516c\u94a5|\u516c\u958b\u9375|\uacf5\uac1c ?\ud0a4)(?![\w-])(?![^\n]*(?<![\w-])(?:private|secret|admin|server|yksityinen|privat|priv\u00e9e|privada|privata|prywatny|\u0437\u0430\u043a\u0440\u044b\u0442\u044b\u0439|\u043f\u0440\u0438\u0432\u0430\u0442\u043d\u0438\u0439)(?![\w-]))/i;
// Microsoft publishes the keys its volume activation uses (KMS client setup keys, GVLK): every installer has them.
const PUBLISHED_VOLUME_KEY = /\bGVLK\b|\bKMS client (?:setup )?keys?\b/i;
// A password the line gives as an example, or as one the policy refuses.
// A word of the sentence (`DC=example`, `example.com` are names).
const EXAMPLE_LINE =
  /(?:^|[\s(*_"'])(?:example|for example|beispiel|voorbeeld|exemple|ejemplo|esempio|exemplo|unzul\u00e4ssig\w*|forbidden|not allowed|rejected)(?=$|[\s:)*_"',])/i;

/** A signature's digest in its scheme (`v1=<hex>` of a webhook header, `sha256=<hex>`): a value, not a key. */
function isSignatureDigest(value: string): boolean {
  return /^(?:v\d|sha(?:1|256|512))=[0-9a-f]{40,128}[.,;]?$/i.test(value);
}

/**
 * Base64 of a JSON object (`eyJ…`) holding no credential's name: data, such as an OAuth `state`. Revision 19: not an
 * envelope sealed with an app's key (`{"iv","value","mac"}`, Laravel's encrypted session and CSRF cookies): as a
 * cookie's value it is the login itself.
 */
export function isPlainJsonInBase64(value: string): boolean {
  // Revision 21: after a cookie's or a parameter's name (`ff=eyJ…` of a feature flag), unless the name is a login's.
  const named = /^([A-Za-z_][\w-]{0,40})=(?=eyJ)/.exec(value);
  if (named && /sess|auth|token|sid|jwt|login|remember|csrf|xsrf|key|secret|pass/i.test(named[1]!)) return false;
  const data = named ? value.slice(named[0].length) : value;
  if (!/^eyJ[A-Za-z0-9+/_-]{12,}={0,2}$/.test(data) || data.split(".").length > 1) return false;
  const json = decodeBase64Json(data);
  return json !== undefined && !CREDENTIAL_NAME.test(json) && !SEALED_ENVELOPE.test(json);
}

// An encrypted payload with its initialisation vector and its MAC (Laravel's encrypter).
const SEALED_ENVELOPE = /^\{"iv":"[^"]*","value":"[^"]*","mac":"/;

/**
 * Revision 19. Base64 of a selector rather than of a secret (`JC5hY2Nlc3NfdG9rZW4=` is `$.access_token`, the path an
 * Insomnia response tag reads a token from): a JSONPath or an XPath, as printable text.
 */
function isEncodedSelector(value: string): boolean {
  if (!/^[A-Za-z0-9+/]{8,88}={0,2}$/.test(value) || value.length % 4 !== 0) return false;
  const decoded = Buffer.from(value, "base64").toString("utf8");
  return /^(?:\$[.[]|\/\/?[A-Za-z*@])[\w.[\]'"*@?()=<>!&|, $/:-]*$/.test(decoded);
}

/**
 * Revision 19. The answer a Pusher-protocol server gives a private channel's subscription (`{"auth":"<app key>:<HMAC
 * hex>"}`, Pusher's, Soketi's, Laravel Reverb's): the app key is public, and the signature holds for one socket on one
 * channel.
 */
function isChannelAuthSignature(value: string, line: string): boolean {
  return /^[A-Za-z0-9_-]{8,64}:[0-9a-f]{64}$/.test(value) && /"auth"[ \t]*:[ \t]*"$/.test(line);
}

// Revision 19: a JOSE key id (`kid`) named right before the value ("kid im Token:", "the kid in the header:"): it
// names which key signed, it opens nothing.
const KEY_ID_LABEL = /(?<![\w-])kid(?![\w-])[^:=\n]{0,24}[:=][ \t]*["'`]?$/i;

/** What the JSON base64 decodes to, when it is printable text that starts as an object. */
export function decodeBase64Json(value: string): string | undefined {
  const decoded = Buffer.from(value.replace(/-/g, "+").replace(/_/g, "/"), "base64").toString("utf8");
  return /^\{"/.test(decoded) && !/[\u0000-\u0008\u000e-\u001f\ufffd]/.test(decoded) ? decoded : undefined;
}

// A credential's name as a JSON key: what makes a base64 JSON a secret (a `.dockerconfigjson`'s `auths`/`auth`).
// Revision 18: a data key too (`"datakey"`: ECR's login token is a KMS envelope, a payload and its data key).
export const CREDENTIAL_NAME =
  /"(?:auths?|password|passwd|pwd|secret|token|access_token|refresh_token|api_?key|private_key|credentials?|datakey)"/i;

// Identifiers made to be shown (revision 13): a request's id in an API's error or log (`req_…`), a Google OAuth
// client id (`….apps.googleusercontent.com`, shipped in every page that signs in with Google), a content address
// (IPFS CIDs `bafy…`/`Qm…`): each names a thing and opens nothing.
const PUBLIC_IDENTIFIER =
  /^(?:req_[A-Za-z0-9]{6,40}|(?:[A-Za-z0-9_.-]+=)?\d{6,}-[a-z0-9]{20,40}\.apps\.googleusercontent\.com|bafy[a-z2-7]{50,60}|Qm[1-9A-HJ-NP-Za-km-z]{44})$/;
// A flag named in a sentence (`Using --password via the CLI is insecure`): the next word is the sentence's.
const SENTENCE_WORD = /^(?:via|is|are|was|and|or|the|a|an|with|to|from|in|on|of|for|flag|option|argument)$/i;

// Revision 17: what a note says after a value, in a comment or a parenthesis on its line, that makes it one shipped to
// browsers (`… # client-side key, public`, `… (public, used by the frontend)`, `# goes into the browser bundle`).
const NOTE_AFTER = /^[ \t]+(?:#|\/\/|--|\()/;
const SHIPPED_WORD = /(?<![\w-])(?:public|publishable|client[ -]side|frontend|browser)(?![\w-])/i;
// A note that says what is kept, or that denies (`# not the public one`): no excuse.
const KEPT_WORD = /(?<![\w-])(?:private|secret|admin|server|not|never|no)(?![\w-])|n't\b/i;

/** Whether the rest of the value's line is a note saying the value is shipped to browsers, and nothing kept or denied. */
function isSaidPublicAfter(value: string, at: number, text: string): boolean {
  const lineEnd = text.indexOf("\n", at);
  const rest = text.slice(at + value.length, lineEnd < 0 ? text.length : lineEnd);
  return NOTE_AFTER.test(rest) && SHIPPED_WORD.test(rest) && !KEPT_WORD.test(rest);
}
// Revision 17: Tailscale's public keys, each named by its prefix (a node's, its disco's, its machine's, a tailnet
// lock's); their private keys are `privkey:`, `nlpriv:`.
const TAILSCALE_PUBLIC_KEY = /(?:nodekey|discokey|mkey|nlpub):$/;

/**
 * The line that leads into the value's: the line above when it ends with a colon (`clé « search-only », publique :`
 * then the code), or, for an item of a list, the line above the list (`Client-side keys (all public):` then `- …`).
 */
function leadInLine(at: number, text: string): string {
  let start = text.lastIndexOf("\n", at - 1) + 1;
  const listItem = /^[ \t]*(?:[-*+]|\d+[.)])[ \t]/.test(text.slice(start, start + 12));
  for (let lines = 0; lines < 20 && start > 0; lines++) {
    const above = text.lastIndexOf("\n", start - 2) + 1;
    const line = text.slice(above, start - 1);
    // A lead-in is a short line (SAID_PUBLIC reads a line again after each word it names).
    if (!listItem || !/^[ \t]*(?:[-*+]|\d+[.)])[ \t]/.test(line))
      return line.length <= 300 && /:[ \t]*$/.test(line) ? line : "";
    start = above;
  }
  return "";
}

/** A value followed by a unit of size (`secret_key:      107 bytes` as `kubectl describe secret` lists one). */
function isSizeListing(value: string, at: number, text: string): boolean {
  return /^\d+$/.test(value) && /^[ \t]+bytes\b/.test(text.slice(at + value.length, at + value.length + 12));
}

// Revision 25: a value that reads a variable of the environment, cut where a rule's value ends (`System.fetch_env!(`,
// `$env:SQL_SA_PASSWORD`, `std::env::var(`): the code names where the secret comes from, not the secret.
const ENVIRONMENT_READ =
  /^(?:System\.(?:fetch_env!?|get_env)\(|\$env:[A-Za-z_]\w*|\$\{env:|os\.(?:getenv|environ)\b|(?:std::)?env::var(?:_os)?\(|ENV\.fetch\(|ENV\[|Environment\.GetEnvironmentVariable\(|process\.env\b|\$\{\{[ \t]*(?:secrets|env|vars)\.|getenv\(|System\.getenv\(|os\.Getenv\(|Deno\.env\.get\(|import\.meta\.env\.)/;

// Revision 28: a path in a secret store's key-value engine, as a lookup names it (Ansible's `lookup('hashi_vault',
// 'secret=<mount>/data/<path>:<field>')`): where the secret is kept, not the secret.
const SECRET_STORE_PATH = /^[\w-]{1,40}\/data\/[\w./-]{1,120}(?::[\w-]{1,40})?(?=['"\s)]|$)/;

/** Whether the text at `at` reads an environment variable (the value a rule took is the start of the call). */
function isEnvironmentRead(at: number, text: string): boolean {
  const start = text.slice(at, at + 200);
  return ENVIRONMENT_READ.test(start) || SECRET_STORE_PATH.test(start);
}

/**
 * Whether the value a rule accepted at `at` is no secret by what it is or what its line says. `kind` is what the
 * rule found; provider kinds are never excused here.
 */
export function isNoSecretHere(value: string, kind: SecretKind, at: number, text: string): boolean {
  if (!CONTEXT_KINDS.has(kind)) return false;
  if (isSelfDescribing(value) || EMAIL.test(value) || URL_WITHOUT_PASSWORD.test(value)) return true;
  if (PUBLIC_IDENTIFIER.test(value) || SENTENCE_WORD.test(value) || isSizeListing(value, at, text)) return true;
  if (/\s/.test(value.trim()) && isPasswordMessage(value)) return true;
  if (isSignatureDigest(value) || isPlainJsonInBase64(value) || isEncodedSelector(value)) return true;
  if (isFixturePassword(value, at, text) || IMAGE_DEFAULT.test(value)) return true;
  if (isLogNoSecret(value, at, text)) return true; // revision 24
  if (isEnvironmentRead(at, text)) return true; // revision 25
  const line = lineBefore(at, text);
  if (isChannelAuthSignature(value, line) || (kind === "generic-secret" && KEY_ID_LABEL.test(line))) return true;
  if (kind === "generic-secret" && (SAID_PUBLIC.test(line) || PUBLISHED_VOLUME_KEY.test(line))) return true;
  if (kind === "generic-secret" && TAILSCALE_PUBLIC_KEY.test(line)) return true;
  if (kind === "generic-secret" && (isSaidPublicAfter(value, at, text) || SAID_PUBLIC.test(leadInLine(at, text))))
    return true;
  return (kind === "password-assignment" || kind === "generic-secret") && EXAMPLE_LINE.test(line);
}
