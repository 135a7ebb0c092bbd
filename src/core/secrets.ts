// Secret detection and redaction: secret-bearing values never reach the disk.
// Pure: no I/O. Each secret found is replaced by a typed placeholder
// `[REDACTED:<kind>]`; everything else in the text stays byte-identical, and
// redacting a redacted text changes nothing. The writers call it through
// src/store/redact-on-write.ts; docs/secrets.md says what is caught.
//
// The rule table is our own (docs/secrets.md compares it with secretlint's
// preset). Provider tokens are matched by their documented shapes (one
// alternation, run only over runs of token characters); passwords and
// generic secrets only in a context that names them: an assignment to a key
// whose words name a secret (`DB_PASSWORD=…`, `"apiKey": "…"`, nested
// `--from-literal=password=…`), a command line (`curl -u`, `mysql -p`), a
// credential file line (.pgpass, .netrc), a URL (userinfo, signed query
// strings) or a sentence ("the password is …").

import { LiteralSet } from "./literal-set.js";
import type { MemoryDocument } from "./memory-file.js";
import type { SecretRedaction } from "./types.js";

export type SecretKind =
  | "private-key"
  | "gcp-service-account"
  | "gcp-api-key"
  | "google-oauth-secret"
  | "aws-access-key"
  | "aws-secret-key"
  | "azure-storage-key"
  | "azure-client-secret"
  | "github-token"
  | "gitlab-token"
  | "slack-webhook"
  | "slack-token"
  | "discord-token"
  | "discord-webhook"
  | "webhook-url"
  | "telegram-bot-token"
  | "npm-token"
  | "pypi-token"
  | "anthropic-key"
  | "openai-key"
  | "huggingface-token"
  | "stripe-key"
  | "sendgrid-key"
  | "twilio-key"
  | "mailgun-key"
  | "shopify-token"
  | "digitalocean-token"
  | "vault-token"
  | "age-secret-key"
  | "api-token"
  | "jwt"
  | "signed-url"
  | "url-password"
  | "cli-password"
  | "password-assignment"
  | "generic-secret";

/** Where a secret was found in a text. Never holds the secret itself. */
export interface SecretFinding {
  kind: SecretKind;
  /** Offsets of the replaced part in the scanned text (UTF-16 units, end exclusive). */
  start: number;
  end: number;
  /** 1-based line of `start`. */
  line: number;
}

export interface RedactionResult {
  text: string;
  findings: SecretFinding[];
}

/** A secret found inside a structured value (frontmatter); `path` is like `meta.db.password` or `paths[1]`. */
export interface ValueFinding {
  kind: SecretKind;
  path: string;
}

/** What a write reports: how many secrets of a kind were replaced in one field. */
export interface Redaction extends SecretRedaction {
  kind: SecretKind;
}

export function placeholder(kind: SecretKind): string {
  return `[REDACTED:${kind}]`;
}

const PLACEHOLDER_MARK = "[REDACTED:";

interface SecretRule {
  kind: SecretKind;
  /** Global, with the `d` flag; the named group `secret`, when present, is the part replaced. */
  pattern: RegExp;
  /**
   * ASCII literals, one of which (ignoring case) any text the rule can accept a match in holds: all rules' are
   * looked for in one pass, and a rule none of whose literals is there is skipped before its hint.
   */
  needs?: readonly string[];
  /** Cheap tests on the whole text before the pattern runs: each must match wherever the rule can accept a match. */
  hint?: RegExp | readonly RegExp[];
  /** A further check of a match; false = not a secret, a kind = a secret of that kind (instead of `kind`). */
  accept?: (secret: string, match: RegExpExecArray, text: string) => boolean | SecretKind;
  /** The rule runs only inside the maximal runs of token characters at least this long, not over the whole text. */
  withinTokenRuns?: number;
  /** Trailing punctuation that ends a sentence is not part of the secret (prose forms). */
  trimEnd?: boolean;
  /** The provider-token alternation: the branch that matched names the kind. */
  provider?: boolean;
}

// ── key names ───────────────────────────────────────────────────────────────

/**
 * The words of a key: `DB_PASSWORD` → db password, `clientSecret` → client
 * secret, `x-api-key` → x api key. A rule keys on whole words, so `author`
 * never reads as `auth` and `bypass` never as `pass`.
 */
export function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

// A word naming a password (`dbpassword`, `clientsecret` and other run-together words too).
// Also other languages' words for a password written in ASCII (`Passwort`, `DB_SIFRE`, `smtp_haslo`, `ADMIN_WACHTWOORD`).
const PASSWORD_WORD =
  /^(?:pass|pwd|pw|passcode|pword|psk|requirepass|masterauth|mnemonic|[a-z]*(?:password|passwd|passphrase|secret|passwort|passord|kennwort|wachtwoord|haslo|sifre|contrasena|senha|losenord|salasana|heslo|adgangskode))$/;
// A personal identification number or a SIM's unblocking key: a secret when it is digits.
const PIN_WORD = /^(?:pin|puk|pincode)$/;
// Request headers that carry an account's key under a name of their own.
const SECRET_HEADER = /^x-honeycomb-team$/i;
// A word naming a token or a key outright.
const TOKEN_WORD =
  /^(?:[a-z]*token|[a-z]*apikey|[a-z]*accesskey|[a-z]*secretkey|[a-z]*privatekey|[a-z]*authkey|auth|bearer|credentials?|creds|pat)$/;
// `key` is a secret's name only after one of these (`api key`, `app key`, `signing key`), not `cache key` or `sort key`.
const KEY_QUALIFIERS = new Set([
  "api",
  "access",
  "secret",
  "private",
  "signing",
  "encryption",
  "master",
  "client",
  "app",
  "application",
  "license",
  "account",
  "subscription",
  "service",
  "shared",
  "storage",
  "auth",
  "admin",
  "deploy",
  "webhook",
  "hmac",
  "session",
  "jwt",
  "consumer",
  "integration",
  "ingest",
  "ingestion",
  "sdk",
  "server",
  "management",
  "mgmt",
  "personal",
  "write",
  "read",
  "root",
  "primary",
  "secondary",
  "function",
  "functions",
  "host",
  "cookie",
  "crypto",
  "aes",
  "sign",
  "enc",
  "recovery",
  "unseal",
  "dev",
  "prod",
]);
/**
 * What a key's name says it holds: a password (any literal is one), a token (a random-looking value is), a key
 * of another kind (`routing_key`, `FLAGSMITH_ENVIRONMENT_KEY`: only a value random beyond doubt is), a PIN
 * (digits are).
 */
type KeyRole = "password" | "token" | "key" | "pin";

// Keys that are no secret's (`cache_key`, `sort_key`, `public_key`): their values may look random all the same.
const NOT_SECRET_KEY_WORDS = new Set([
  "cache",
  "sort",
  "partition",
  "range",
  "hash",
  "foreign",
  "composite",
  "unique",
  "natural",
  "surrogate",
  "row",
  "column",
  "table",
  "map",
  "lookup",
  "object",
  "item",
  "entry",
  "record",
  "node",
  "parent",
  "child",
  "s3",
  "blob",
  "file",
  "bucket",
  "media",
  "image",
  "asset",
  "upload",
  "redis",
  "index",
  "shard",
  "sharding",
  "cluster",
  "dedup",
  "dedupe",
  "deduplication",
  "idempotency",
  "group",
  "message",
  "event",
  "public",
  "pub",
  "host",
  "ssh",
  "gpg",
  "pgp",
  "kms",
  "cursor",
  "page",
  "trace",
  "span",
  "request",
  "correlation",
  "registry",
  "config",
  "translation",
  "i18n",
  "locale",
  "list",
  "dict",
  "json",
  "yaml",
  "press",
  "hot",
  "shortcut",
  "keyboard",
  "music",
  "musical",
]);

// A word after the secret's name that makes the key about the secret, not the secret:
// `password_reset_timeout`, `secret_name`, `token_ttl`, `api_key_header`, `secretKeyRef`.
const DESCRIPTIVE_WORDS = new Set([
  "s",
  "es",
  "name",
  "names",
  "ref",
  "refs",
  "id",
  "ids",
  "path",
  "paths",
  "file",
  "files",
  "filename",
  "dir",
  "directory",
  "folder",
  "length",
  "len",
  "min",
  "max",
  "minimum",
  "maximum",
  "policy",
  "policies",
  "type",
  "types",
  "field",
  "fields",
  "hint",
  "label",
  "prompt",
  "reset",
  "resetting",
  "changed",
  "change",
  "changes",
  "expiry",
  "expires",
  "expire",
  "expiration",
  "expired",
  "ttl",
  "timeout",
  "lifetime",
  "age",
  "days",
  "hours",
  "minutes",
  "seconds",
  "secs",
  "sec",
  "ms",
  "at",
  "in",
  "hash",
  "hashed",
  "hashing",
  "hasher",
  "hashers",
  "digest",
  "fingerprint",
  "checksum",
  "sha",
  "sha1",
  "sha256",
  "sha512",
  "md5",
  "algorithm",
  "algorithms",
  "algo",
  "rotation",
  "rotate",
  "store",
  "storage",
  "manager",
  "provider",
  "providers",
  "arn",
  "version",
  "versions",
  "env",
  "var",
  "vars",
  "variable",
  "scope",
  "scopes",
  "count",
  "counts",
  "limit",
  "limits",
  "strength",
  "rule",
  "rules",
  "url",
  "uri",
  "urls",
  "endpoint",
  "endpoints",
  "header",
  "headers",
  "flag",
  "flags",
  "enabled",
  "disabled",
  "enable",
  "disable",
  "required",
  "require",
  "mode",
  "format",
  "source",
  "location",
  "usage",
  "budget",
  "size",
  "kind",
  "template",
  "regex",
  "pattern",
  "placeholder",
  "mount",
  "volume",
  "backend",
  "engine",
  "method",
  "methods",
  "encoding",
  "encoder",
  "decoder",
  "parser",
  "complexity",
  "attempts",
  "retries",
  "interval",
  "delay",
  "validity",
  "history",
  "prefix",
  "suffix",
  "question",
  "strategy",
  "cost",
  "rounds",
  "iterations",
  "column",
  "table",
  "selector",
  "command",
  "cmd",
  "script",
  "helper",
  "program",
  "plugin",
  "class",
  "module",
  "level",
  "check",
  "checks",
  "validator",
  "validation",
  "verify",
  "verified",
  "mask",
  "masked",
  "visible",
  "visibility",
  "toggle",
  "button",
  "icon",
  "form",
  "error",
  "errors",
  "message",
  "msg",
  "schema",
  "page",
  "route",
  "view",
  "component",
  "status",
  "state",
  "last",
  "project",
  "vault",
  "key_vault",
  "service",
  "bucket",
  "region",
  "host",
  "hostname",
  "port",
  "user",
  "username",
  "login",
  "email",
  "owner",
  "group",
  "role",
  "index",
  "position",
  "offset",
  "kid",
  "holder",
  "stdin",
  "generator",
  "tokenizer",
  "per",
  "window",
  "bucket",
  "refill",
  "rate",
  "ratio",
  "budget",
  "usage",
  "cache",
  "dialog",
  "screen",
  "link",
  "mail",
  "sent",
  "request",
  "requests",
  "threshold",
  "score",
  "enforced",
  "policy",
  "domain",
  "audience",
  "issuer",
  "grant",
  "flow",
  "response",
  "callback",
  "redirect",
]);
// A word before the secret's name that makes the key a setting about it: `max_tokens`, `show_password`, `forgot_password_url`.
const PRE_DESCRIPTIVE_WORDS = new Set([
  "max",
  "min",
  "num",
  "n",
  "is",
  "has",
  "use",
  "enable",
  "enabled",
  "require",
  "requires",
  "required",
  "allow",
  "show",
  "hide",
  "forgot",
  "reset",
  "skip",
  "no",
  "disable",
  "disabled",
  "validate",
  "check",
  "public",
  "publishable",
  "last",
  "needs",
  "need",
  "without",
  "with",
  "missing",
  "invalid",
  "total",
  "count",
  // Pagination and sync cursors are called tokens and look random; they grant nothing.
  "page",
  "next",
  "prev",
  "previous",
  "continuation",
  "pagination",
  "cursor",
  "sync",
  "resume",
  "idempotency",
]);

/**
 * What a key names: a password (any literal is a secret), a token or key (a
 * random-looking value is), or neither. A password word anywhere wins
 * (`auth.password` is a password); words around it can make the key a
 * setting about the secret instead (`password_reset_timeout`, `max_tokens`).
 */
function keyRole(key: string): KeyRole | undefined {
  const words = keyWords(key);
  let role: KeyRole | undefined;
  let at = -1;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (PASSWORD_WORD.test(word)) {
      role = "password";
      at = i;
      break;
    }
    if (role === "token") continue;
    if (TOKEN_WORD.test(word) || (word === "key" && i > 0 && KEY_QUALIFIERS.has(words[i - 1]!))) {
      role = "token";
      at = i;
    } else if (!role && word === "key" && i > 0 && !NOT_SECRET_KEY_WORDS.has(words[i - 1]!)) {
      role = "key";
      at = i;
    } else if (!role && PIN_WORD.test(word)) {
      role = "pin";
      at = i;
    }
  }
  if (!role && SECRET_HEADER.test(key)) return "token";
  if (!role) return undefined;
  if (words.slice(0, at).some((before) => PRE_DESCRIPTIVE_WORDS.has(before))) return undefined;
  // `secret_key`, `secret_access_key`, `auth_token`: a second secret word after the first one says the same.
  const after = words
    .slice(at + 1)
    .filter((next) => next !== "key" && next !== "access" && !PASSWORD_WORD.test(next) && !TOKEN_WORD.test(next));
  if (after.some((next) => DESCRIPTIVE_WORDS.has(next))) return undefined;
  if (words.slice(at + 1).some((next) => next === "tokens" || next === "passwords" || next === "secrets"))
    return undefined;
  return role;
}

// ── access codes, one-time-password seeds, recovery codes (the eighth set's classes) ──────────────────

// A PIN's or an access code's name: English, German, French, Spanish, Portuguese, Italian, Dutch, Swedish, Polish,
// Japanese and Korean ("Türcode", "digicode", "código do portão", "暗証番号", "출입문 번호").
const ACCESS_CODE_NAMES = [
  "pin(?:[ -]?code)?|puk|passcode|keypad(?:[ -]code)?|lock ?box|key[ -]?(?:safe|box)|schl\u00fcsseltresor|(?:door|gate|alarm|safe|garage|disarm|entry|access)[ -]code",
  "alarm(?:e|anlage)?|alarmcode|t(?:\u00fc|ue|u)r(?:[ -]?code)|torcode|zahlencode|digicode|code (?:de la porte|d'acc\u00e8s|d'entr\u00e9e)",
  "c\u00f3digo (?:do port\u00e3o|da porta|de la puerta|del port\u00f3n|de acceso|de acesso|da garagem|del garaje)",
  "codice (?:della porta|del cancello|d'accesso)|deurcode|pincode|portkod|kod (?:do drzwi|do bramy)",
  "\u6697\u8a3c\u756a\u53f7|\u30d1\u30b9\u30b3\u30fc\u30c9|\ucd9c\uc785\ubb38 \ubc88\ud638|\ud604\uad00 \ube44\ubc00\ubc88\ud638",
].join("|");
// What joins a code to its name a little further on: a colon, "is", "es", "ist", "est", "é", "は", "to", "with".
const ACCESS_CODE_LINK =
  "(?:[:\uff1a][ \t]*|[ \t]+(?:is|es|ist|est|\u00e9|era|\u00e8|to|with|avec|con|com|mit|now|jetzt|maintenant|ahora|agora)[ \t]+|[ \t]*[\u306f\u306f][ \t]*|[ \t]*[\uc740\ub294][ \t]*)";

/** Digits as a code: not a year, not a run or one digit repeated, not a quantity ("after 1500 ms", "4 digits"). */
function isAccessCode(secret: string, gap: string, after: string): boolean {
  if (
    /^\s*(?:ms|s|secs?|seconds?|min|minutes?|h|hours?|days?|weeks?|%|px|[kmgt]i?b|x|times|digits?|chars?|characters?)\b/i.test(
      after,
    )
  )
    return false;
  // Joined by a word of time or quantity rather than a link ("fires after 1500", "every 3600"): a number, not a code.
  if (
    !new RegExp(`${ACCESS_CODE_LINK}$`, "i").test(gap) &&
    /\b(?:after|before|every|each|within|in|at|for|than|over|under|about|since|until|up to|per|of)\b/i.test(gap)
  )
    return false;
  const digits = secret.replace(/[#*\s-]/g, "");
  if (/^[A-Z]\d+$/.test(digits)) return !/\b(?:model|typ|type|version|room|raum|salle)\b/i.test(gap);
  if (!isPinValue(digits)) return false;
  if (/^(?:19[5-9]\d|20[0-4]\d)$/.test(digits)) return false; // a year
  // "PIN changes every 90 days", "keypad for room 4012": the number belongs to another word of the gap.
  return !/\b(?:room|raum|salle|sala|floor|etage|stock|port|line|ext|tel|phone|nr|no|number|nummer|n\u00famero)\.?[ \t]*$/i.test(
    gap,
  );
}

const OTP_CONTEXT =
  /(?<![A-Za-z])(?:totp|hotp|otp|2fa|mfa|authenticator|oath(?:tool)?|pyotp|otplib|speakeasy|ykman|one[- ]time|two[- ]factor|seed|zwei-faktor|doble factor|double authentification|deux facteurs|authentification)(?![A-Za-z])|\u4e8c\u6bb5\u968e|\u8a8d\u8a3c/i;

/** A base32 seed: letters and some digits 2-7, random-looking, with a word about one-time passwords just before it. */
function isOtpSeed(secret: string, at: number, text: string): boolean {
  const letters = secret.replace(/[\s=]/g, "");
  if (letters.length < 16 || !/[2-7].*[2-7]/.test(letters) || (letters.match(/[A-Z]/g) ?? []).length < 8) return false;
  if (shannonEntropy(letters) < 3.2) return false;
  // The words before it, on its line and the two above (a heading, a code fence's opening line).
  const lineStart = text.lastIndexOf("\n", at - 1);
  let from = lineStart;
  for (let i = 0; i < 2 && from > 0; i++) from = text.lastIndexOf("\n", from - 1);
  return OTP_CONTEXT.test(text.slice(Math.max(0, from, at - 300), at));
}

// A word on the line that says a login is meant: in English and the other languages the prose rules read.
let loginContext: RegExp | undefined;
// Built on first use: it reads the prose rules' names, defined further down.
const loginContextPattern = (): RegExp =>
  (loginContext ??= new RegExp(
    `\\b(?:log ?in|login|logon|sign in|user(?:name)?|admin|root|account|creds?|credentials|access|zugang|benutzer|konto|acc[e\u00e8]s|identifiant|compte|acceso|usuario|cuenta|accesso|utente|acesso|usu[\u00e1a]rio|conta|inloggen|gebruiker|testaccount|anmeldung)\\b|${PROSE_KEYWORD_ENGLISH}|${PROSE_KEYWORD_LATIN}|${PROSE_KEYWORD_OTHER}`,
    "i",
  ));

/** The second of a pair is a password when it looks like one (letters with digits or symbols), not a path or a ratio. */
function isPairedPassword(secret: string, match: RegExpExecArray, text: string): boolean {
  const value = secret.replace(/[.,;:!?)]+$/, "");
  if (value.length < 6 || isPlaceholder(value) || isFilePath(value) || /^(?:https?:|\/\/)/.test(value)) return false;
  if (!/\p{L}/u.test(value) || !/[0-9!@#$%^&*+=?~_]/.test(value)) return false;
  if (/^v?\d+(?:\.\d+)+/.test(value) || /^[a-z]+(?:_[a-z]+)+$/.test(value) || /^[\w-]+\.[a-z]{2,4}$/.test(value))
    return false;
  const user = groups(match).user;
  if (user === undefined) return true; // after an e-mail address or "log in as": a login is meant
  const lineStart = text.lastIndexOf("\n", match.index) + 1;
  const lineEnd = text.indexOf("\n", match.index);
  const line = text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd);
  return user.includes("@") || loginContextPattern().test(line);
}

// Recovery or backup codes named in English, German, French, Spanish, Portuguese, Italian, Dutch, Nordic languages,
// Japanese, Chinese and Korean.
const RECOVERY_CODE_NAMES = [
  "\\b(?:recovery|backup|rescue|emergency|one-time)[ \\t-]*(?:codes?|keys?)\\b",
  "\\bbackup-codes\\b|\\bwiederherstellungs(?:codes?|schl\u00fcssel)|\\bnotfall-?codes?\\b|\\bsicherungscodes?\\b",
  "\\bc\u00f3digos? de (?:respaldo|recuperaci\u00f3n|recupera\u00e7\u00e3o|backup|seguridad|seguran\u00e7a)",
  "\\bcodes? de (?:secours|r\u00e9cup\u00e9ration|recuperation|sauvegarde)|\\bcodici di (?:backup|recupero|emergenza)",
  "\\bherstelcodes?\\b|\\breservekoder\\b|\\b\u00e5terst\u00e4llningskod(?:er)?\\b|\\bkody (?:zapasowe|odzyskiwania)",
  "\u5fa9\u65e7(?:\u30ad\u30fc|\u30b3\u30fc\u30c9)|\u30d0\u30c3\u30af\u30a2\u30c3\u30d7\u30b3\u30fc\u30c9|\u6062\u590d(?:\u4ee3\u7801|\u7801)|\u5907\u7528\u7801|\ubcf5\uad6c \ucf54\ub4dc|\ubc31\uc5c5 \ucf54\ub4dc",
].join("|");
const RECOVERY_CODE = "[A-Za-z0-9]{4,10}(?:-[A-Za-z0-9]{4,10}){0,7}";
// Between codes: a comma, a slash, "and" in a few languages, spaces, or a new line with its bullet.
const RECOVERY_CODE_SEPARATOR =
  "(?:[ \\t]*[,/;|][ \\t]*|[ \\t]+(?:y|and|et|und|e|en|og|och|i)[ \\t]+|[ \\t]*\\n[ \\t]*(?:[-*\\u2022][ \\t]+|\\d{1,2}[.)][ \\t]+)?|[ \\t]{1,3})";

/** Codes, not words: most of them hold a digit, and together they are long enough to be worth hiding. */
function isRecoveryCodeList(secret: string): boolean {
  const codes = secret
    .split(/[\s,/;|]+|\b(?:y|and|et|und|e|en|og|och|i)\b/)
    .filter((code) => /^[A-Za-z0-9-]{4,}$/.test(code));
  if (codes.length === 0) return false;
  const withDigit = codes.filter((code) => /\d/.test(code)).length;
  if (withDigit * 2 < codes.length) return false;
  if (codes.length === 1) {
    const code = codes[0]!;
    return (code.split("-").length >= 3 || (code.length >= 12 && /[A-Za-z]/.test(code))) && /\d/.test(code);
  }
  return codes.join("").length >= 8 && !codes.every((code) => /^(?:19|20)\d\d$/.test(code));
}

// ── key-like contexts ──────────────────────────────────────────────────────

// `key = value`, `key: value`, `"key": "value"`, `key := value`, `key => value`.
// The key is a whole identifier-ish word (dotted, dashed, quoted); the value a
// quoted string or one unquoted token on the same line.
const ASSIGNMENT =
  /(?<![A-Za-z0-9_.$-]|\$\{)(?<key>[A-Za-z0-9_.-]*[A-Za-z0-9_])["']?[ \t]*(?<sep>:=|=>|=|:)[ \t]*(?<value>"""[^\n]*?"""|"(?:[^"\\\n]|\\.)*"|'[^'\n]*'|`[^`\n]*`|[^\s"'`,;)}\]>]+)/dg;
// `--password value`, `--api-token=value` on a command line.
const FLAG =
  /(?<=^|[\s"'=])--?(?<key>[A-Za-z0-9-]*(?:pass|pwd|secret|token|key|auth|cred)[A-Za-z0-9-]*)(?:[ \t]+|=)(?<value>"[^"\n]*"|'[^'\n]*'|[^\s"'-][^\s"']*)/dgi;
// `?sig=…&token=…` in a URL: the value stops at the next parameter.
const QUERY_PARAMETER = /[?&](?<key>[A-Za-z0-9_.-]+)=(?<value>[^&#\s"'<>;]+)/dg;
// `;Password=…;` in a connection string: a `#` there is part of the value, not a URL's fragment.
const CONNECTION_PARAMETER = /;[ \t]*(?<key>[A-Za-z0-9_.-]+)[ \t]*=[ \t]*(?<value>[^\s"'<>;]+)/dg;
// `<password>…</password>`, `<apiKey>…</apiKey>`.
const XML_ELEMENT = /<(?<key>[A-Za-z_][\w.-]*)>(?<value>[^<>\n]{3,})<\/\k<key>>/dg;

const TYPE_WORDS = new Set([
  "string",
  "str",
  "number",
  "int",
  "integer",
  "float",
  "bool",
  "boolean",
  "bytes",
  "any",
  "unknown",
  "object",
  "null",
  "nil",
  "none",
  "undefined",
  "true",
  "false",
  "yes",
  "no",
  "on",
  "off",
  "optional",
  "required",
  "text",
  "password",
  "passwd",
  "pass",
  "pwd",
  "secret",
  "secrets",
  "token",
  "redacted",
  "hidden",
  "masked",
  "empty",
  "n/a",
  "na",
  "tbd",
  "todo",
  "example",
  "sample",
  "dummy",
  "placeholder",
  "env",
  "inherit",
  "default",
  "changeme",
  // Settings that name how a secret is handled, not the secret (`SECRET_SCANNING=enabled`, `PASSWORD_HASHER=argon2id`).
  "enabled",
  "disabled",
  "enable",
  "disable",
  "auto",
  "always",
  "never",
  "strict",
  "lax",
  "all",
  "plain",
  "hashed",
  "bcrypt",
  "argon2",
  "argon2id",
  "scrypt",
  "pbkdf2",
  "sha256",
  "sha512",
  "md5",
  "oauth",
  "oauth2",
  "basic",
  "bearer",
  "jwt",
  "session",
  "cookie",
  "header",
  "file",
  "vault",
  "kms",
  "local",
  "memory",
  "prompt",
  "stdin",
  "keychain",
  "1password",
  "bitwarden",
  "lastpass",
  "keepass",
  "keyring",
  "sops",
]);

// A GraphQL type in a schema: a scalar or a type's name, non-null (`!`) or a list (`[…]`).
const GRAPHQL_TYPE =
  /^\[?(?:String|Int|Float|Boolean|ID|[A-Z][a-z]+(?:[A-Z][a-z]+)*(?:Input|Type|Scalar|Payload|Password|Secret|Token|Key))!?\]?!$/;

/**
 * A message for people, as an i18n file or a validator holds it under a password's name ("Password must be
 * at least {min} characters"): it interpolates a value, or it is a sentence that says what must be.
 */
function isMessage(inner: string): boolean {
  const words = inner.trim().split(/\s+/);
  if (words.length < 3) return false;
  if (/\{\{?\s*[A-Za-z_][\w.]*\s*\}\}?|%[sd]|%\{[A-Za-z_]\w*\}|%\([A-Za-z_]\w*\)s/.test(inner)) return true;
  return (
    words.length >= 5 &&
    words.every((word) => /^[\p{L}'\u2019-]+[.,:;!?]?$/u.test(word)) &&
    words.some((word) =>
      /^(?:must|should|is|are|be|cannot|can't|does|do|not|invalid|required|incorrect|wrong)$/i.test(word),
    )
  );
}

function unquote(value: string): { inner: string; quoted: boolean } {
  const first = value[0];
  if (value.length >= 2 && (first === '"' || first === "'" || first === "`") && value.endsWith(first)) {
    return { inner: value.slice(1, -1), quoted: true };
  }
  return { inner: value, quoted: false };
}

/**
 * Template syntax, environment references, masks and type names: not a literal
 * secret. Unquoted values stop at `>` and `}`, so `<your-password` and
 * `${PASSWORD` arrive without their closing character.
 */
function isPlaceholder(inner: string, quoted = false, yamlSyntax = true): boolean {
  const value = inner.trim();
  if (value.length === 0 || value.includes(PLACEHOLDER_MARK)) return true;
  if (/^[[<(](?:redacted|filtered|masked|hidden|removed|omitted)[\]>)]$/i.test(value)) return true; // a log's mask
  if (/^(?:\$\{|\$\(|\{\{|%\(|<%|\$\$)/.test(value)) return true; // ${X} $(cmd) {{ x }} %(x)s <%= x %>
  if (/^\$[A-Za-z_][A-Za-z0-9_]*$/.test(value) || /^%[sd]$/.test(value) || /^%[A-Za-z_][A-Za-z0-9_]*%$/.test(value))
    return true; // $VAR, %s, %VAR%
  if (/^<[^<>]*>?$/.test(value) || /^\{[A-Za-z_][\w.-]*\}?$/.test(value)) return true; // <your-password> {password}
  if (!quoted && (/^@/.test(value) || (yamlSyntax && /^[!&*]/.test(value)))) return true; // @file; YAML !tag, &anchor, *alias
  if (/^(.)\1+$/.test(value) || /^(?:\.{3}|\u2026)|(?:\.{3}|\u2026)$/.test(value) || /^x{3,}$/i.test(value))
    return true; // ***, xxxx, …
  // `sk_test_xxxxxxxx`, `replace-me`, `changeme`.
  if (/x{8,}/i.test(value) || /^(?:replace|change)[-_ ]?me$/i.test(value)) return true;
  if (TYPE_WORDS.has(value.toLowerCase())) return true;
  if (GRAPHQL_TYPE.test(value)) return true; // `newPassword: String!`, `[Token!]!`
  // A mask with the ends shown (`ghp_****…a1B2`, `sk-…9f2c`): what a dashboard prints, not the secret.
  if (/[*\u2022\u25cf]{3,}|\u2026|\.{3}/.test(value)) return true;
  if (/^(?:your|my|the|some)[-_ ]?[a-z_-]*$/i.test(value) && /^(?:your|my|the|some)(?:[-_ ]|$)/i.test(value))
    return true;
  if (/^your[-_]?(?:api[-_]?)?(?:key|token|secret|password)/i.test(value)) return true;
  if (
    /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(value) &&
    /_(?:HERE|KEY|TOKEN|SECRET|PASSWORD|PASS|PWD|AQUI|AQU\u00cd|ICI|HIER|QUI|TUTAJ|BURAYA|DISINI)$/.test(value)
  )
    return true; // YOUR_API_KEY_HERE, OPENAI_API_KEY, SUA_SENHA_AQUI
  if (/^(?:https?|file|ftp):\/\//i.test(value)) return true;
  return isSecretReference(value);
}

/**
 * Where a secret is kept, not the secret: a secret manager's name for it (GCP `projects/…/secrets/…`, an AWS
 * ARN, `vault:`, 1Password `op://`, `ssm:`, `env:NAME` …). A memory saying where the password lives is worth
 * keeping whole.
 */
function isSecretReference(value: string): boolean {
  return (
    /^projects\/[\w.-]+\/secrets\/[\w.-]+(?:\/versions\/[\w.-]+)?$/.test(value) ||
    /^arn:aws[\w-]*:(?:secretsmanager|ssm|kms):[\w-]*:\d*:[\w/.:+=@-]+$/.test(value) ||
    /^(?:vault|op|ssm|secretsmanager|aws-sm|gcp-sm|gcpsm|azurekeyvault|akv|keyvault|doppler|infisical|keychain|sops|bw)(?::\/\/|:)[\w./#:@+-]+$/i.test(
      value,
    ) ||
    /^env:[A-Za-z_][A-Za-z0-9_]*$/.test(value) ||
    /^(?:secret|kv)\/(?:data\/)?[\w./-]+(?::[\w-]+)?$/.test(value)
  );
}

/**
 * `process.env.X`, `config.db.password`, `getpass()`, `os.environ["X"]`, `Optional[str]`, `TArg<Input>` (not
 * `sk.eyJ…`: a part that looks random is no name).
 */
function isCodeReference(inner: string): boolean {
  if (/^[([{]/.test(inner) || /^[A-Za-z_$][\w$.?]*(?:\s*[([]|<[A-Za-z_$])/.test(inner)) return true;
  return (
    /^[A-Za-z_$][\w$]*(?:\??\.[A-Za-z_$][\w$]*)+$/.test(inner) &&
    !inner.split(/\??\./).some((part) => looksRandom(part))
  );
}

// A part of a name in code: lower case, UPPER_CASE, camelCase or PascalCase (each hump a capital and lower case).
const NAME_PART = /^(?:[a-z_$][a-z0-9_$]*(?:[A-Z][a-z0-9]+)*|[A-Z][A-Z0-9_]*|(?:[A-Z][a-z0-9]+)+)$/;

/**
 * In a sentence, a dotted value is code only when each part reads as a name (`process.env.DB_PASSWORD`,
 * `config.db.password`); `sU.IshqbAuPyw2` is a password with a dot in it.
 */
function isProseCodeReference(inner: string): boolean {
  if (!isCodeReference(inner)) return false;
  return /[([{<]/.test(inner) || inner.split(".").every((part) => NAME_PART.test(part));
}

/** Shannon entropy of the characters of `value`, in bits per character. */
export function shannonEntropy(value: string): number {
  if (!value) return 0;
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  let entropy = 0;
  const length = [...value].length;
  for (const count of counts.values()) {
    const p = count / length;
    entropy -= p * Math.log2(p);
  }
  return entropy;
}

/**
 * How a generic secret is told from other values of a key-like assignment
 * (model names, versions, ARNs, env var names, timestamps). Measured by the
 * test corpus (test/core/secrets.test.ts) on 2,000 seeded random values of each
 * shape — hex 32/40, base62 20/32, base64 32/44 — and on 30 non-secret values
 * seen under token- and key-named keys: random values have ≥ 3.0 bits of
 * entropy per character and change character class (digit, lower, upper)
 * ≥ 0.18 times per character; words joined by separators or digits almost never
 * change class, so they stay below.
 */
export const GENERIC_MIN_ENTROPY = 3.0;
export const GENERIC_MIN_CLASS_CHANGES = 0.18;
export const GENERIC_MIN_LENGTH = 16;

/** Changes between digit, lower-case and upper-case runs per character; an upper-case letter opening a word does not count. */
export function classChangeRate(value: string): number {
  if (value.length === 0) return 0;
  const classOf = (code: number) =>
    code >= 48 && code <= 57 ? 1 : code >= 97 && code <= 122 ? 2 : code >= 65 && code <= 90 ? 3 : 0;
  let changes = 0;
  for (let i = 1; i < value.length; i++) {
    const a = classOf(value.charCodeAt(i - 1));
    const b = classOf(value.charCodeAt(i));
    if (a !== 0 && b !== 0 && a !== b && !(a === 3 && b === 2)) changes++;
  }
  return changes / value.length;
}

/** A random-looking token: long, high entropy, and not made of words. */
export function looksRandom(value: string): boolean {
  return (
    value.length >= GENERIC_MIN_LENGTH &&
    shannonEntropy(value) >= GENERIC_MIN_ENTROPY &&
    classChangeRate(value) >= GENERIC_MIN_CLASS_CHANGES
  );
}

/** Random and mixing digits with letters of both cases (or long hex): the tail of a provider token. */
function looksLikeTokenBody(value: string): boolean {
  if (!looksRandom(value)) return false;
  if (/^[0-9a-f]+$/.test(value) || /^[0-9A-F]+$/.test(value))
    return value.length >= 32 && /[0-9]/.test(value) && /[a-fA-F]/.test(value);
  return /[0-9]/.test(value) && /[a-z]/.test(value) && /[A-Z]/.test(value);
}

/** `db-password`, `stripe_secret_key`: the name a secret is kept under (`--secret=db-password`), not its value. */
function isSecretName(inner: string): boolean {
  return (
    /^[a-z0-9]+(?:[-_][a-z0-9]+)+(?::(?:latest|\d+))?$/.test(inner) &&
    /(?:^|[-_])(?:password|passwd|pass|pwd|secret|token|key|cred|creds|credentials)(?:$|[-_:])/.test(inner)
  );
}

/** `/home/me`, `./data`, `~/x`, `C:\\Users`: a directory, not a password (`PWD=/home/me`). */
function isFilePath(inner: string): boolean {
  return /^(?:\.{0,2}\/|~\/|[A-Za-z]:\\)/.test(inner);
}

function isPasswordValue(value: string, separator: string, gapBeforeValue: boolean): boolean {
  const { inner, quoted } = unquote(value);
  if (isPlaceholder(inner, quoted, separator === ":") || isFilePath(inner) || (!quoted && isSecretName(inner)))
    return false;
  if (quoted) return inner.length >= 3 && !isMessage(inner);
  if (inner.length < 3 || isCodeReference(inner)) return false;
  const hasDigitOrSymbol = /[0-9!@#$%^&*+=?~|\\/]/.test(inner);
  if (separator === ":") {
    // YAML or prose ("Forgot password: click the link"): plain words are prose.
    return hasDigitOrSymbol || (inner.length >= 12 && /[a-z]/.test(inner) && /[A-Z]/.test(inner));
  }
  // `password = userInput` (or `= !done`) with a space before the value is code; `PASSWORD=hunter` is an env file.
  if (gapBeforeValue && (/^[A-Za-z_]+$/.test(inner) || inner.startsWith("!"))) return false;
  return true;
}

function isGenericSecretValue(value: string): boolean {
  const { inner, quoted } = unquote(value);
  if (isPlaceholder(inner, quoted) || isPublishableKey(inner) || isAccountId(inner)) return false;
  // A URL: a password in it is the URL rules' to find (`postgresql://app_iam@db…` holds none).
  if (/^[a-z][a-z0-9+.-]*:\/\/[^\s]+$/i.test(inner)) return false;
  // WordPress's salts and keys: 64 printable characters, symbols (brackets too) included.
  if (quoted && inner.length >= 32 && /^[!-~]+$/.test(inner) && shannonEntropy(inner) >= 4.5) return true;
  if (isCodeReference(inner)) return false;
  if (!/^[A-Za-z0-9+/=_.~:%-]+$/.test(inner)) return false;
  // Hex of 32+ digits under a token's name (Twilio, Datadog keys) is random even when its class changes are few.
  if (/^[0-9a-f]{32,}$/i.test(inner) && /[0-9]/.test(inner) && /[a-f]/i.test(inner)) return true;
  return looksRandom(inner);
}

/** Four to twelve digits, not one repeated nor a run (`0000`, `1234`): a PIN. */
function isPinValue(value: string): boolean {
  const { inner } = unquote(value);
  if (!/^\d{4,12}$/.test(inner) || /^(\d)\1+$/.test(inner)) return false;
  return !"01234567890".includes(inner) && !"98765432109".includes(inner);
}

/** A value random beyond doubt (mixed-case letters and digits, or long hex), not an id or a digest's name. */
function isKeyValue(value: string): boolean {
  const { inner, quoted } = unquote(value);
  if (
    isPlaceholder(inner, quoted) ||
    UUID.test(inner) ||
    /^(?:sha\d*|md5)[:-]/i.test(inner) ||
    isPublishableKey(inner) ||
    isAccountId(inner)
  )
    return false;
  if (!/^[A-Za-z0-9+/=_.~-]+$/.test(inner) || isCodeReference(inner)) return false;
  return looksLikeTokenBody(inner.replace(/[+/=_.~-]/g, ""));
}

/** An account's id that a provider prints beside its secret (a Twilio account SID `AC…`): it names, it opens nothing. */
function isAccountId(value: string): boolean {
  return /^AC[0-9a-f]{32}$/.test(value);
}

/** Keys made to be shipped in web pages and apps (Stripe `pk_live_…`, Mapbox `pk.eyJ…`): public by design. */
function isPublishableKey(value: string): boolean {
  return /^pk(?:_(?:live|test)_|\.eyJ)/.test(value);
}

/** What follows a keyword in prose ("the password is hunter2"): a literal, not a word of the sentence. */
function isProseSecret(secret: string, match: RegExpExecArray): boolean {
  const quoted = Boolean(groups(match).q);
  if (isPlaceholder(secret, quoted) || isFilePath(secret) || isProseCodeReference(secret)) return false;
  if (quoted) return secret.length >= 4;
  if (/^\d+$/.test(secret)) return secret.length >= 6 || (PIN_NAME.test(match[0]) && isPinValue(secret));
  if (/^\d{3,}(?:-\d{3,})+$/.test(secret)) return true; // a recovery code: 1272-4869-8433
  // A version ("pin to v1.2.3") or an identifier ("pass the token to refresh_session") is no password.
  if (/^v?\d+(?:\.\d+)+(?:[-+][\w.]+)?$/i.test(secret) || /^[a-z]+(?:_[a-z]+)+$/.test(secret)) return false;
  if (isPassphraseOfWords(secret)) return true;
  // Letters of any alphabet: `Ост4нкино!` is a password too.
  return (
    secret.length >= 4 && /[0-9!@#$%^&*+=?~|\\_]/.test(secret) && /[A-Za-z\u00c0-\u024f\u0370-\u04ff]/.test(secret)
  );
}

// A name that takes a PIN of four digits: "PIN", "PUK", "passcode", Japanese's.
const PIN_NAME = /^(?:pin|puk|pass ?code|\u6697\u8a3c\u756a\u53f7)/i;

/** `moose-Lantern-Quartz`: three or more words joined by dashes, with a capital inside (`case-sensitive` is prose). */
function isPassphraseOfWords(value: string): boolean {
  return value.length >= 12 && /^[A-Za-z]+(?:[-_.][A-Za-z]+){2,}$/.test(value) && /[A-Z]/.test(value.slice(1));
}

/** A URL-encoded value decoded (as is when it is not well encoded). */
function decodeURIComponentSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * A value stored in a secret store from a command line is one when the command says so: a key vault's secret, an
 * SSM parameter of type `SecureString` or named like a secret. Other commands' passwords always are.
 */
function isStoredSecret(secret: string, match: RegExpExecArray): boolean {
  const stored = groups(match).stored;
  if (stored === undefined || !/ssm/.test(match[0])) return true;
  return /SecureString|pass|secret|token|key|cred/i.test(stored) && !/^[a-z][\w+.-]*:\/\//i.test(secret);
}

// The name of a call whose random literal argument is a credential, or a line that says it is one.
const CREDENTIAL_CONTEXT = /client|auth|credential|token|secret|\bkeys?\b|api_?key|login|bearer|password/i;

/**
 * A literal argument (at `at` in `text`) of a call on a line about clients, auth or keys, random beyond doubt; one
 * shaped like a digest (40 or 64 hex digits, base64 of a SHA-256's length) only where the line calls it a key.
 */
function isCallArgumentSecret(secret: string, at: number, text: string): boolean {
  if (!isKeyValue(secret)) return false;
  const lineStart = text.lastIndexOf("\n", at) + 1;
  let lineEnd = text.indexOf("\n", at);
  if (lineEnd < 0) lineEnd = text.length;
  const line = text.slice(lineStart, at) + text.slice(at + secret.length + 2, lineEnd);
  // 40 or 64 hex digits, or base64 of a SHA-256's length: a digest, unless the line says it is a key.
  const digestShaped = /^[0-9a-f]{40}$|^[0-9a-f]{64}$/i.test(secret) || /^[A-Za-z0-9+/]{43}=$/.test(secret);
  if (digestShaped && (/sha|digest|hash|checksum|integrity|commit/i.test(line) || !/key|secret|jwt|sign/i.test(line)))
    return false;
  return line.includes("(") && CREDENTIAL_CONTEXT.test(line) && !/\b(?:public|publishable|search-only)\b/i.test(line);
}

// The first part of a dotted name in code (`config.db.password`), which a password made of words does not start with.
const CODE_ROOT =
  /^(?:process|config|settings|os|env|this|self|app|ctx|context|secrets|vars|params|props|options|opts|request|req|data)\./;

/**
 * A quoted value right after the word "password" ("password `saffron.plum.shadow`"): a password when it has a digit
 * or a symbol, or is made of three or more words (dotted or spaced), and is no reference, placeholder or command.
 */
function isQuotedPassword(inner: string): boolean {
  if (isPlaceholder(inner, true) || /[(){}$<>]/.test(inner) || CODE_ROOT.test(inner) || isFilePath(inner)) return false;
  if (/\s/.test(inner)) return isWordSecret(inner);
  return /[0-9!@#%^&*+=?~|]/.test(inner) || /^[a-z]+(?:[.-][a-z]+){2,}$/.test(inner);
}

/** Lower-case words of a seed phrase or a passphrase: none of the little words a sentence is made of. */
function isWordSecret(secret: string): boolean {
  const words = secret.split(" ");
  return words.length >= 4 && !words.some((word) => SENTENCE_WORDS.has(word));
}

const SENTENCE_WORDS = new Set(
  "the and for with that this you are was were not but from have has will can then when what which into your our their there here they them his her its also only just should would could must been being does did done".split(
    " ",
  ),
);

// What a line holding a call's password talks about.
const CONNECTION_CONTEXT =
  /password|passwd|pwd|credential|auth|log_?in|connect|pdo|mysql|jdbc|driver|smtp|basic|secret|hmac|mqtt|ldap|database/i;

/**
 * A literal argument (at `at` in `text`) that reads as a password — letters and digits with a symbol or both
 * cases, no address, path or version — on a line (or the one before) about connections, logins or auth; or any
 * literal key of an HMAC.
 */
function isCallPassword(secret: string, at: number, text: string): boolean {
  if (isPlaceholder(secret, true)) return false;
  const lineStart = text.lastIndexOf("\n", at - 1) + 1;
  const before = text.slice(Math.max(0, text.lastIndexOf("\n", lineStart - 2) + 1), at);
  if (/(?:createHmac|hmac\.new|HMAC)\([^,()\n]*,[ \t]*$/.test(before)) return secret.length >= 8;
  if (!/[A-Za-z]/.test(secret) || !/[0-9]/.test(secret) || isProseCodeReference(secret)) return false;
  // Without a symbol, only letters and digits changing like a random string's (`Uint8Array` is a name).
  if (
    !/[!#$%^&*+=?~@;|-]/.test(secret) &&
    !(/[a-z]/.test(secret) && /[A-Z]/.test(secret) && classChangeRate(secret) >= 0.3)
  )
    return false;
  if (/^\d{4}-\d\d-\d\d/.test(secret)) return false;
  if (/^[a-z][\w+.-]*:/i.test(secret) || /[/\\]/.test(secret) || /^[\w.-]+@[\w-]+\.[\w.]+$/.test(secret)) return false;
  if (/^v?\d+(?:\.\d+)+/.test(secret) || /^[\w-]+\.[a-z]{2,4}$/i.test(secret) || UUID.test(secret)) return false;
  if (/^X-[A-Za-z0-9-]+$/.test(secret)) return false; // a header's name: `X-Hub-Signature-256`
  return (CONNECTION_CONTEXT.test(before) || isMadePassword(secret)) && !/\b(?:public|publishable)\b/i.test(before);
}

/**
 * A password as people make them to satisfy a policy: both cases, a digit and a symbol (`!#$%^&*@`) inside it, 8 to
 * 40 characters. A name, a path, a format string or Markdown (`**Step1**`) is not one.
 */
function isMadePassword(value: string): boolean {
  if (value.length < 8 || value.length > 40) return false;
  if (!/[a-z]/.test(value) || !/[A-Z]/.test(value) || !/\d/.test(value)) return false;
  if (!/^[A-Za-z0-9][^\s]*[!#$%^&*@][^\s]*[A-Za-z0-9]$/.test(value)) return false;
  // Code and Markup: a path, a property (`z4.$Zod`), a URL's encoding (`%5B`), a bundler's `Name$1`, an anchor
  // (`#L29`, `x5t#S256`), a metric (`nDCG@10`), a query (`a=b&c=d`), an identifier of several words.
  if (/[/\\<>()[\]{}`.=%:?]/.test(value) || (value.match(/_/g) ?? []).length > 1) return false;
  if (/\$\d+$|@\d+$|#[A-Z]?\d+$/.test(value) && !/#\d{2,}$/.test(value)) return false;
  return !/^[\w.+-]+@[\w-]+\.[\w.-]+$/.test(value) && !isPlaceholder(value, true);
}

/** A command's argument after a login (an e-mail address): looks made, whatever its symbols (`Tamago-Yaki-7`). */
function isPasswordAfterLogin(value: string): boolean {
  if (/^-/.test(value) || /^[a-z][\w+.-]*:/i.test(value) || /[/\\]/.test(value) || /@/.test(value)) return false;
  return isBareProseSecret(value) || isMadePassword(value);
}

/** A literal in a command-line form (`-pPW`, `user:PW`): not a variable, not a flag. */
function isCliSecret(secret: string): boolean {
  return secret.length >= 3 && !isPlaceholder(secret, true) && !/^\$/.test(secret) && !/^-/.test(secret);
}

function groups(match: RegExpExecArray): Record<string, string> {
  return (match.groups ?? {}) as Record<string, string>;
}

function gapBeforeValue(match: RegExpExecArray): boolean {
  const indices = match.indices?.groups;
  const sep = indices?.sep;
  const value = indices?.value;
  return sep !== undefined && value !== undefined && value[0] > sep[1];
}

// ── provider tokens: one alternation, each branch a documented token shape ───

const PROVIDER_TOKENS: ReadonlyArray<readonly [SecretKind, string, ((token: string) => boolean)?]> = [
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

// Built on first use: the hook loads this module on every tool call and needs it only when it logs.
let providerPattern: RegExp | undefined;
function providerTokenPattern(): RegExp {
  return (providerPattern ??= new RegExp(
    `(?<![A-Za-z0-9_-])(?:${PROVIDER_TOKENS.map(([, source]) => `(${source})`).join("|")})(?![A-Za-z0-9_+/=-])`,
    "dg",
  ));
}

// A UUID after a word is an id as often as a key ("idempotency token <uuid>"); under a key's name it counts.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// What a key naming a secret contains (keyRole's words): a quick test before its words are read, and the literals
// the rules that read keys need.
const KEY_LITERALS = [
  "pass",
  "pw",
  "secret",
  "token",
  "key",
  "auth",
  "bearer",
  "cred",
  "sig",
  "sas",
  "pat",
  "pin",
  "puk",
  "honeycomb",
  "psk",
  "mnemonic",
  // Other languages' words for a password, as PASSWORD_WORD reads them in a key.
  "kennwort",
  "wachtwoord",
  "haslo",
  "sifre",
  "contrasena",
  "senha",
  "losenord",
  "salasana",
  "heslo",
  "adgangskode",
];
const SECRET_KEY_HINT = new RegExp(KEY_LITERALS.join("|"), "i");
// Such a key, then an assignment's separator: where an assignment can be a secret's.
const SECRET_KEY_BEFORE_SEPARATOR = new RegExp(`(?:${KEY_LITERALS.join("|")})[A-Za-z0-9_.-]*["']?[ \\t]*[:=]`, "i");
// A secret's name in prose: in English, in other languages written in the Latin alphabet, and in other scripts
// (Russian, Japanese, Chinese, Korean: no `\b` before them).
const PROSE_KEYWORD_ENGLISH =
  "\\b(?:pass(?:w(?:ord|d)|phrase| ?code)|pwd?|pin|puk|secret(?: key)?|token|api key|access key|(?:recovery|backup) codes?|" +
  "(?:unlock|pass) phrase|community[- ]str(?:ing|\u00e4ng)|" +
  "(?:unseal|recovery|master|encryption|signing|root|admin|license) key(?:\\s+share)?(?:\\s+#?\\d+)?)";
// The word for a password in other languages written in the Latin alphabet (German's `Passwort` is also a key's
// word, see PASSWORD_WORD), Turkish's with its possessive ending, and what each of them contains, for the quick
// tests before the rules that read them.
const OTHER_LANGUAGE_PASSWORD =
  "kennwort|mot de passe|phrase de passe|mdp|contrase(?:\u00f1|n)a|senha|wachtwoord|has(?:\u0142|l)o|l(?:\u00f6|o)senord(?:et)?|" +
  "sifre(?:si)?|parola(?:s\u0131)?|heslo|m\u1eadt kh\u1ea9u|kata sandi|salasana|adgangskode(?:n)?";
const OTHER_LANGUAGE_PASSWORD_HINT =
  "kennwort|mdp|phrase de passe|contrase|senha|wachtwoord|has[l\u0142]o|l[o\u00f6]senord|ifre|parola|heslo|kh\u1ea9u|kata sandi|salasana|adgangskode";
// Recovery codes, in German and French.
const OTHER_LANGUAGE_RECOVERY_CODE = "wiederherstellungscode|code de r(?:\u00e9|e)cup(?:\u00e9|e)ration";
// `\b` sees no word boundary before a letter outside ASCII: Turkish's `\u015fifre` has a lookbehind of its own.
const PROSE_KEYWORD_LATIN =
  `(?:\\b(?:passwort|clave|palavra-passe|${OTHER_LANGUAGE_PASSWORD}|${OTHER_LANGUAGE_RECOVERY_CODE})|` +
  "(?<![A-Za-z\u00c0-\u024f])\u015fifre(?:si)?)";
// Russian and Ukrainian (with "passphrase" before "password"), Japanese, Chinese (also "secret key"), Korean,
// Greek, Arabic, Hebrew.
const PROSE_KEYWORD_OTHER =
  "(?:\u5bc6\u94a5|\u79d8\u94a5|\u03ba\u03c9\u03b4\u03b9\u03ba\u03cc\u03c2 \u03c0\u03c1\u03cc\u03c3\u03b2\u03b1\u03c3\u03b7\u03c2|" +
  "\u0643\u0644\u0645\u0629 \u0627\u0644\u0645\u0631\u0648\u0631|\u05e1\u05d9\u05e1\u05de\u05d4|\u043f\u0430\u0440\u043e\u043b\u044c\u043d\u0430\u044f \u0444\u0440\u0430\u0437\u0430|\u043f\u0430\u0440\u043e\u043b\u044c|\u30d1\u30b9\u30ef\u30fc\u30c9|\u6697\u8a3c\u756a\u53f7|\u30c8\u30fc\u30af\u30f3|\u5bc6\u7801|\u5bc6\u78bc|\u53e3\u4ee4|\ube44\ubc00\ubc88\ud638|\ud1a0\ud070|\u0442\u043e\u043a\u0435\u043d|\u092a\u093e\u0938\u0935\u0930\u094d\u0921)";
/**
 * A word naming a password, in any language the prose rules know: what follows it in a title is
 * likely the value itself, which a file name must not carry even when no rule recognised it.
 */
export const PASSWORD_NAMING_WORD = new RegExp(
  `(?:\\b(?:pass(?:word|wd|phrase|code)|pwd?)(?![A-Za-z])|${PROSE_KEYWORD_LATIN}|${PROSE_KEYWORD_OTHER}|\uBE44\uBC88)`,
  "i",
);
// What it is for, after a preposition: "for the SSO app", "f\u00fcr den Staging-Server", "de la base de staging".
// Up to six words, none ending a sentence; Italian's elided prepositions ("dell'utente") join their word.
const PROSE_QUALIFIER_WORD = "[^\\s\"'`:\uff1a=]*[^\\s\"'`:\uff1a=.;!?]";
const PROSE_QUALIFIER =
  "(?:(?:[ \\t]+(?:for|of|on|to|at|in|f\u00fcr|von|vom|zum|zur|des|der|de|du|pour|del|para|do|da|dos|das|di|della|dello|per|" +
  "f\u00fcrs|voor|van|bij|f\u00f6r|till|til|p\u00e5|dla|na|k|c\u1ee7a|untuk|\u03b3\u03b9\u03b1|\u043e\u0442|\u0434\u043b\u044f|\u043a|\u0434\u043e)" +
  "[ \\t]+(?:(?:the|a|an|la|le|les|el|los|las|der|die|das|den|dem|o|il|lo|i|het|\u03c4\u03bf\u03bd|\u03c4\u03b7\u03bd|\u03c4\u03bf)[ \\t]+)?|" +
  "[ \\t]+(?:dell|dall|nell|sull|all|d)['\u2019]|" +
  // Or what it is for in parentheses: "passphrase (release manager):".
  "[ \\t]*\\([^()\\n]{1,40}\\)(?=[ \\t]*:)" +
  ")" +
  `(?:(?<=\\))|${PROSE_QUALIFIER_WORD}(?:[ \\t]+${PROSE_QUALIFIER_WORD}){0,5}?))`;
// In languages that mark what it is for by a word's ending ("Salasana testipalvelimelle on …", "كلمة المرور لحساب
// المسؤول هي …"): up to eight words of letters before the verb ("contraseña del usuario root en la VM de pruebas es …"; a word
// with digits or symbols may be the value).
const PROSE_ANY_QUALIFIER =
  "(?:[ \\t]+[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff\u0590-\u06ff\u0900-\u097f\u1e00-\u1eff'\u2019-]+){1,8}?";
// The verb that gives the value ("is now" before "is", which would stop at "now").
const PROSE_VERB =
  "(?:\\s+(?:is now|is|was reset to|was changed to|was set to|was rotated to|rotated to|changed to|was|remains|reads|=|to|" +
  "c['\u2019]est|est|ist|lautet|war|es|era|fue|" +
  "\u00e9|\u00e8|\u00e4r|jest)\\s+(?:set to\\s+)?)";
// The same verb in languages whose word for it is also an English word ("on", "er"): after their own names only.
const PROSE_VERB_OTHER =
  "(?:\\s+(?:je|l\u00e0|adalah|on|er|\u03b5\u03af\u03bd\u03b1\u03b9|\u0454|\u0647\u064a|\u0647\u0648|\u05d4\u05d9\u05d0|\u05d4\u05d5\u05d0)\\s+)";
// Or a colon (with a space after it: `secret:prod/db` in an ARN is a name), or a Japanese, Chinese or Korean mark.
const PROSE_MARK =
  "(?:[ \\t]*:[ \\t]+(?:(?:now|ora|adesso|jetzt|nun|ahora|agora|maintenant|nu)[ \\t]+(?:(?:is|\u00e8|ist|es|\u00e9|est|\u00e4r)[ \\t]+)?)?|[ \\t]*\uff1a[ \\t]*|[ \\t]*(?:\u2192|->)[ \\t]*|" +
  // Chinese "set to", "changed to"; "は", "是", "为", "는", "은".
  "[ \\t]*(?:\u8bbe\u6210\u4e86|\u6539\u6210\u4e86|\u8bbe\u7f6e\u4e3a|\u8bbe\u4e3a|\u6539\u4e3a|\u6539\u6210|\u8bbe\u6210|[\u306f\u662f\u4e3a\u70ba\ub294\uc740])[ \\t]*)";
const PROSE_DASH = "(?:[ \\t]+[\u2014\u2013][ \\t]+)";
// An English name then a colon is a key and its value, the assignment rules' to read ("Token: T-42"); after what it
// is for, or in another language, a colon gives the value.
const PROSE_LATIN =
  `(?:${PROSE_KEYWORD_ENGLISH}(?:${PROSE_QUALIFIER}(?:${PROSE_VERB}|${PROSE_MARK})|${PROSE_VERB})|` +
  `${PROSE_KEYWORD_LATIN}(?:${PROSE_QUALIFIER}|${PROSE_ANY_QUALIFIER})?(?:${PROSE_VERB}|${PROSE_VERB_OTHER}|${PROSE_MARK}|${PROSE_DASH}))`;
// Hindi puts the value between the word and its verb: "\u0938\u0930\u094d\u0935\u0930 \u0915\u093e \u092a\u093e\u0938\u0935\u0930\u094d\u0921 <value> \u0939\u0948".
const PROSE_OTHER =
  `(?:${PROSE_KEYWORD_OTHER}(?:${PROSE_QUALIFIER}|${PROSE_ANY_QUALIFIER})?(?:${PROSE_VERB}|${PROSE_VERB_OTHER}|${PROSE_MARK}|${PROSE_DASH})|` +
  "\u092a\u093e\u0938\u0935\u0930\u094d\u0921[ \\t]+(?=[^\\s]+[ \\t]+\u0939\u0948))";

// The value: quoted (spaces allowed, never trimmed), or one word.
const PROSE_VALUE =
  "(?:(?<q>[\"'`\u201c\u2018\u300c\u00ab\u201e])(?<quoted>[^\"'`\u201c\u201d\u2019\u300d\u00bb\\n]{3,100})[\"'`\u201c\u201d\u2019\u300d\u00bb]|" +
  "(?<secret>[^\\s\"'`\u201c\u2018\u300c\u201d\u2019\u300d\u00ab\u00bb\u201e\uff0c\u3002\uff1b]+))";

// A password's name in another language (or Italian's "chiave") then its value with no verb at all: "Kennwort
// <value>", "パスワード <value>", "管理密码 <value>", a tag's `mdp:<value>`. Only a value that looks made (see
// isBareProseSecret) is taken: a name and a common word are prose.
const PROSE_BARE = new RegExp(
  `(?:${PROSE_KEYWORD_LATIN}|\\bchiave|${PROSE_KEYWORD_OTHER})(?:[ \\t]+|:)(?<secret>[^\\s"'\`\u201c\u2018\u300c\u201d\u2019\u300d\u00ab\u00bb\u201e\uff0c\u3002\uff1b]+)`,
  "dgi",
);

/** A value after a bare name: long, with letters and digits, and a symbol or both cases (`Rapsfeld_2023`). */
function isBareProseSecret(secret: string): boolean {
  const value = secret.replace(/[.,;:!?)]+$/, "");
  if (value.length < 8 || !/\d/.test(value) || !/[A-Za-z\u00c0-\u024f]/.test(value)) return false;
  if (!/[^A-Za-z0-9]/.test(value) && !(/[a-z]/.test(value) && /[A-Z]/.test(value))) return false;
  if (/^[a-z][\w+.-]*:\/\//i.test(value) || /^v?\d+(?:\.\d+)+/.test(value)) return false;
  return !isPlaceholder(value, false) && !isFilePath(value) && !isProseCodeReference(value) && !isCodeReference(value);
}

// A key's or a token's name on a line, in English or another language ("Fernet key for the PII columns (…):",
// "Jeton API Cloudflare :", "Ключ внутреннего API:", "geheimer Schlüssel", "refresh_token for …:"), then a value
// that looks random: after a colon (the value may open the next line), in quotes or backticks, or right after the name.
const KEY_NAME_ON_LINE =
  "(?<![A-Za-z0-9\\u00c0-\\u024f\\u0370-\\u04ff\\u3040-\\u9fff\\uac00-\\ud7af:/])(?:token|key|secret|schl(?:\u00fc|ue)ssel|jeton|cl(?:\u00e9|e)|nyckel(?:n)?|sleutel|klucz|" +
  "anahtar[a-z\\u00e7\\u0131\\u011f\\u015f\\u00fc\\u00f6]*|chiave|llave|chave|n(?:\u00f8|o)gle(?:n)?|avain|\u043a\u043b\u044e\u0447[\\u0430-\\u044f\\u0451]*|\u0442\u043e\u043a\u0435\u043d[\\u0430-\\u044f\\u0451]*|" +
  "\u30ad\u30fc|\u30c8\u30fc\u30af\u30f3|\ud0a4|\ud1a0\ud070|\u5bc6\u94a5|\u79d8\u94a5)(?![A-Za-z0-9\\u00c0-\\u024f\\u0370-\\u04ff\\u3040-\\u9fff\\uac00-\\ud7af])";
const RANDOM_VALUE = "(?<secret>[A-Za-z0-9+/=_~-][A-Za-z0-9+/=_.~-]{14,250}[A-Za-z0-9+/=_~-])";
const NAMED_RANDOM_VALUE = new RegExp(
  `${KEY_NAME_ON_LINE}(?:[^\\n]{0,100}?[ \\t]*[:\uff1a][ \\t]*\\n?[ \\t]*|[^\\n:,.;]{0,60}?[ \\t]+(?=[\`"'])|[ \\t]+)` +
    `[\`"']?${RANDOM_VALUE}(?![A-Za-z0-9+/=_~-])`,
  "dgi",
);
// Names that are not a secret's: a public or a publishable key, a database's or a cache's.
const NOT_SECRET_KEY_NAME =
  /\b(?:public|publishable|cache|sort|primary|foreign|partition|idempotency|hash|ssh-(?:rsa|ed25519)|fingerprint|commit|revision|sha|checksum|digest|id)[ _-]?(?:key|token)\b/i;

/** A random value after a key's name: not an identifier's shape (a UUID, a commit's 40 hex), a placeholder or a path. */
function isNamedRandomValue(secret: string, match: RegExpExecArray): boolean {
  const named = match.input.slice(Math.max(0, match.index - 20), match.index) + match[0];
  if (NOT_SECRET_KEY_NAME.test(named) || /^pk[._]/.test(secret)) return false; // a publishable key is public
  // A digest beside the name (`sha256(token): <hex>`), unless it is an HMAC's key.
  if (
    /^[0-9a-f]+$/i.test(secret) &&
    /\b(?:sha\d*|md5|digest|hash(?:ed)?|checksum)\b/i.test(named) &&
    !/hmac/i.test(named)
  )
    return false;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(secret)) return false;
  // A commit's id, or letters only (a word run together, not a key).
  if (/^[0-9a-f]{40}$/i.test(secret) || !/\d/.test(secret)) return false;
  if (isPlaceholder(secret, false) || isFilePath(secret) || isCodeReference(secret)) return false;
  if (/^[0-9a-f]+$/i.test(secret)) return secret.length >= 32 && /[a-f]/i.test(secret) && /\d/.test(secret);
  return looksRandom(secret) && /[A-Za-z]/.test(secret);
}

/** A secret named in a sentence (`named`: the source of the names, what they are for, and the verb), then its value. */
function prosePattern(named: string): RegExp {
  return new RegExp(`${named}${PROSE_VALUE}`, "dgi");
}

/** A secret's value in a sentence: a quoted literal, or a word that looks like a password (not one of the sentence's). */
function proseAccept(secret: string, match: RegExpExecArray): boolean {
  // "パスワードは1Passwordの…": where it is kept, not the password.
  if (/^(?:1password|bitwarden|lastpass|keepass|vault)/i.test(secret)) return false;
  if (groups(match).quoted === undefined) return isProseSecret(secret, match);
  // A command in backticks ("senha do Grafana: `grafana-cli admin reset-admin-password …`") is code.
  if (groups(match).q === "`" && /\s/.test(secret)) return false;
  return !isPlaceholder(secret, true) && !isCodeReference(secret) && !isFilePath(secret);
}

const PROSE_SECRET_HINT = new RegExp(
  `pass|pwd?|pin|puk|secret|token|key|clave|recovery code|backup code|unlock phrase|community|${OTHER_LANGUAGE_PASSWORD_HINT}|wiederherstellungscode|r[e\u00e9]cup`,
  "i",
);
// Letters of the scripts PROSE_KEYWORD_OTHER is written in.
const OTHER_SCRIPT =
  /[\u0370-\u03ff\u0400-\u04ff\u0590-\u05ff\u0600-\u06ff\u0900-\u097f\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/;
// What a Markdown table's header names a secret with (keyRole's words, PASSWORD_HEADER's).
const TABLE_SECRET_HINT = new RegExp(
  `${KEY_LITERALS.join("|")}|${OTHER_LANGUAGE_PASSWORD_HINT}|${OTHER_SCRIPT.source}`,
  "i",
);

// ── the rule table, most specific first (an earlier rule's span wins) ────────

let rules: readonly SecretRule[] | undefined;

/** The rules, in the order they run (built on first use). */
export function secretRules(): readonly SecretRule[] {
  return (rules ??= buildRules());
}

function buildRules(): readonly SecretRule[] {
  return [
    // The `private_key` / `private_key_id` strings of a GCP service-account JSON key file.
    {
      kind: "gcp-service-account",
      pattern: /"private_key(?:_id)?"\s*:\s*"(?<secret>(?:[^"\\\n]|\\.)+)"/dg,
      needs: ["service_account"],
      hint: /"type"\s*:\s*"service_account"/,
    },
    // PEM / OpenSSH / PGP private key blocks, BEGIN to END.
    {
      kind: "private-key",
      pattern:
        /-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----[\s\S]{0,16384}?-----END[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----/dg,
      needs: ["private key"],
      hint: /PRIVATE KEY/,
      // A block that shows the shape with `...` for a body (documentation) holds no key.
      accept: (secret) => !/^-----BEGIN[^\n]*-----\s*(?:\.{3}|\u2026|<[^<>\n]*>)?\s*-----END/.test(secret),
    },
    // A private key block cut short (no END line): the header and the base64 lines after it.
    {
      kind: "private-key",
      pattern:
        /-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----(?:(?:\s|\\[nr]|[;,|]){1,6}(?:[A-Za-z0-9+/=]{16,}|[A-Z][A-Za-z-]+: [^\n\\]*))*/dg,
      needs: ["private key"],
      hint: /PRIVATE KEY/,
      accept: (secret, match, text) =>
        !/^\s*(?:\.{3}|\u2026|<[^<>\n]*>)\s*-----END/.test(text.slice(match.index + secret.length)),
    },
    // A PuTTY key file's private lines.
    {
      kind: "private-key",
      pattern:
        /PuTTY-User-Key-File-\d+:[^\n]*\n(?:[^\n]*\n){0,40}?Private-Lines:[ \t]*\d+[ \t]*\r?\n(?<secret>(?:[A-Za-z0-9+/=]{8,}\r?\n?)+)/dg,
      needs: ["putty-user-key-file"],
      hint: /PuTTY-User-Key-File/,
    },
    // The private members of a JSON Web Key (`d`, RSA's `p` `q` `dp` `dq` `qi`, a symmetric `k`).
    {
      kind: "private-key",
      pattern: /"(?:d|p|q|dp|dq|qi|k)"\s*:\s*"(?<secret>[A-Za-z0-9_-]{16,})"/dg,
      needs: ['"kty"'],
      hint: /"kty"/,
      accept: (_secret, match, text) =>
        text.slice(Math.max(0, match.index - 4000), match.index + 4000).includes('"kty"'),
    },
    // Slack, Discord, Microsoft Teams and similar incoming webhooks: the whole URL is the secret.
    {
      kind: "slack-webhook",
      pattern: /(?:https:\/\/)?\bhooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9_/-]{8,}/dg,
      needs: ["hooks.slack"],
      hint: /hooks\.slack/,
      // Slack's own documentation placeholder: T00000000/B00000000/XXXX….
      accept: (secret) => !/\/(?:X{8,}|x{8,})$/.test(secret),
    },
    {
      kind: "discord-webhook",
      pattern: /\b(?:[a-z]+\.)?discord(?:app)?\.com\/api\/webhooks\/\d+\/(?<secret>[A-Za-z0-9_-]{30,})/dg,
      needs: ["discord"],
      hint: /discord/,
    },
    // Microsoft Teams incoming webhooks, and Mattermost's and others' `/hooks/<26-character id>`.
    {
      kind: "webhook-url",
      pattern: /\bwebhook\.office\.com\/webhookb2\/(?<secret>[^\s"'<>)\]]{20,})/dg,
      needs: ["webhookb2"],
      hint: /webhookb2/,
    },
    {
      kind: "webhook-url",
      pattern: /:\/\/[^\s/"'<>]+\/hooks\/(?<secret>[a-z0-9]{26})(?![A-Za-z0-9_-])/dg,
      needs: ["/hooks/"],
      hint: /\/hooks\//,
      accept: (secret) => /[0-9]/.test(secret) && /[a-z]/.test(secret),
    },
    // A key as a URL's path segment: IFTTT's `…/with/key/<key>`.
    {
      kind: "generic-secret",
      needs: ["/key/"],
      pattern: /\/key\/(?<secret>[A-Za-z0-9_-]{16,})(?![A-Za-z0-9_-])/dg,
      accept: (secret) => looksLikeTokenBody(secret.replace(/[_-]/g, "")),
    },
    // Shapes with a character that ends a token run (`:`, `$`, `%`, `/`): Firebase Cloud Messaging server keys,
    // Braintree access tokens, Twitter/X app bearer tokens, Asana personal access tokens.
    {
      kind: "api-token",
      hint: /:APA91b|access_token\$|AAAAAAAAAAAAAAAAAAAAA|\d\/\d{16}/,
      pattern:
        /(?<![A-Za-z0-9_-])(?:AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{100,}|access_token\$(?:production|sandbox)\$[0-9a-z]{16}\$[0-9a-f]{32}|A{21}[A-Za-z0-9%]{80,}|\d\/\d{16,}\/\d{16,}:[a-f0-9]{32})(?![A-Za-z0-9_+/=-])/dg,
    },
    // Ably's `app.keyid:secret` (the `:` ends a token run), where Ably is named.
    {
      kind: "api-token",
      needs: ["ably"],
      pattern:
        /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{6}:(?<secret>[A-Za-z0-9_-]{30,})(?![A-Za-z0-9_+/=-])/dg,
      accept: (secret) => looksLikeTokenBody(secret.replace(/[_-]/g, "")),
    },
    // Provider tokens by their documented shapes.
    {
      kind: "api-token",
      pattern: providerTokenPattern(),
      provider: true,
      withinTokenRuns: 20,
      accept: (secret, match) => providerAccept(secret, match),
    },
    // AWS access key id: AKIA (long-term), ASIA (temporary) … + 16 upper-case letters or digits.
    {
      kind: "aws-access-key",
      needs: ["akia", "asia", "abia", "acca", "a3t"],
      pattern: /(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}(?![A-Za-z0-9])/dg,
    },
    // AWS secret access key: 40 base64 characters after an aws_secret_access_key-like key (also space-separated, as the aws CLI takes it).
    {
      kind: "aws-secret-key",
      needs: ["secret"],
      hint: /secret/i,
      pattern:
        /(?<![A-Za-z0-9])(?:aws_?)?secret_?(?:access_?)?key["']?(?:\s*(?::|=>|=)\s*|[ \t]+)["']?(?<secret>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])/dgi,
    },
    // The secret written right after its access key id (`AKIA… / <40>`, `AKIA…:<40>`): the pair, with no key names.
    {
      kind: "aws-secret-key",
      needs: ["akia", "asia"],
      pattern: /\b(?:AKIA|ASIA)[A-Z0-9]{16}[ \t]*[/:,|][ \t]*(?<secret>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])/dg,
      accept: (secret) => !/EXAMPLE/.test(secret) && looksRandom(secret),
    },
    // An Ethereum-style account's private key (0x and 64 hex) where its line names an account, a wallet or a signer:
    // a transaction's hash has the same shape and is public.
    {
      kind: "private-key",
      needs: ["0x"],
      hint: /account|wallet|signer|deployer|private|mnemonic/i,
      pattern:
        /\b(?:accounts?|wallet|signer|deployer|private[_ ]?key|PRIVATE_KEY)\b[^\n]{0,40}?(?<![0-9A-Za-z])(?<secret>0x[0-9a-fA-F]{64})(?![0-9A-Za-z])/dgi,
    },
    // Telegram bot tokens (`123456789:AA…`), also inside `api.telegram.org/bot<token>/`.
    {
      kind: "telegram-bot-token",
      hint: /\d{8}:/,
      pattern: /(?<![0-9])\d{8,10}:[A-Za-z0-9_-]{35}(?![A-Za-z0-9_-])/dg,
      accept: (secret) => {
        const tail = secret.slice(secret.indexOf(":") + 1);
        return tail.startsWith("AA") || looksLikeTokenBody(tail);
      },
    },
    // Azure storage / service bus keys in a connection string.
    {
      kind: "azure-storage-key",
      needs: ["key"],
      hint: /key\s*=/i,
      pattern: /(?:AccountKey|SharedAccessKey|PrimaryKey|SecondaryKey)\s*=\s*(?<secret>[A-Za-z0-9+/]{32,}={0,2})/dgi,
    },
    // npm's `_auth=` (base64 user:password) and `_password=` in .npmrc, and `:_authToken=`.
    {
      kind: "npm-token",
      needs: ["_auth", "_password"],
      hint: /_(?:auth|password)/,
      pattern: /(?:^|[\s:])_(?:authToken|auth|password)\s*=\s*(?<secret>[^\s"'$]\S*)/dgm,
      accept: (secret) => !isPlaceholder(secret),
    },
    // JSON Web Tokens: base64url header ({"…) . payload . signature.
    {
      kind: "jwt",
      needs: ["eyj"],
      hint: /eyJ/,
      pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}(?![A-Za-z0-9_-])/dg,
    },
    {
      kind: "jwt",
      needs: ["eyj"],
      hint: /eyJ/,
      pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}(?![A-Za-z0-9_-])/dg,
    },
    // The password of a URL's userinfo: scheme://user:PASSWORD@host (the password may hold `@`; the last one ends it).
    {
      kind: "url-password",
      needs: ["://"],
      hint: /:\/\/\S*@/,
      pattern: /\b[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s:/?#"'<>[\]]*:(?<secret>[^\s/?#"'<>]+)@(?=[A-Za-z0-9[])/dg,
      accept: (secret) => !isPlaceholder(secret, false, false),
    },
    // Signatures and credentials in URL query strings (presigned S3 / GCS URLs, Azure SAS, `?token=`).
    {
      kind: "signed-url",
      pattern: QUERY_PARAMETER,
      accept: (secret, match) => queryAccept(secret, groups(match).key ?? ""),
    },
    {
      kind: "signed-url",
      pattern: CONNECTION_PARAMETER,
      accept: (secret, match) => queryAccept(secret, groups(match).key ?? ""),
    },
    // Credential files: `.pgpass` (host:port:database:user:password) and `.netrc` (machine … login … password …).
    {
      kind: "password-assignment",
      hint: /:(?:\d{1,5}|\*):[^:\s]+:[^:\s]+:/,
      pattern:
        /(?<=^|[\s`"'])(?<host>[A-Za-z0-9*][A-Za-z0-9.*_-]*):(?:\d{1,5}|\*):[^:\s`"']+:[^:\s`"']+:(?<secret>(?:[^\s:\\`]|\\.){3,})(?=[\s`"']|$)/dgm,
      accept: (secret, match) => /[A-Za-z.*]/.test(groups(match).host ?? "") && !isPlaceholder(secret),
    },
    {
      kind: "password-assignment",
      pattern: /\b(?:machine\s+\S+|default)(?:\s+login\s+\S+)?\s+password\s+(?<secret>\S+)/dg,
      needs: ["password"],
      hint: /\bpassword\s/,
      accept: (secret) => !isPlaceholder(secret),
    },
    // Passwords in command lines: `curl -u user:PW`, `mysql -pPW`, `sshpass -p PW`, `docker login -p PW`,
    // `redis-cli -a PW`, `openssl … -passin pass:PW`, `keytool -storepass PW`, `smbclient -U user%PW`.
    {
      kind: "cli-password",
      needs: ["curl", "wget", "http", "xh"],
      hint: [/-(?:u|-user|a|-auth)[\s=]/, /curl|wget|http|xh/],
      pattern:
        /\b(?:curl|wget|http|https|xh|httpie)\b[^\n|;&]{0,300}?\s(?:-u|--user|-a|--auth)(?:\s+|=)(?<q>["']?)[^\s:"'$]+:(?<secret>[^\s"']+)\k<q>/dg,
      accept: (secret) => isCliSecret(secret),
    },
    {
      kind: "cli-password",
      needs: ["mysql"],
      hint: /mysql/,
      pattern:
        /\bmysql(?:dump|admin|import|show|check|sh|slap)?\b[^\n|;&]{0,300}?\s-p(?<q>["']?)(?<secret>[^\s"'-][^\s"']*)\k<q>/dg,
      accept: (secret) => isCliSecret(secret),
    },
    {
      kind: "cli-password",
      needs: ["sshpass", "redis-cli", "login", "upload"],
      hint: [/-[pa]/, /sshpass|redis-cli|login|upload/],
      pattern:
        /\b(?:sshpass\b[^\n|;&]{0,300}?\s-p|redis-cli\b[^\n|;&]{0,300}?\s-a|(?:login|upload)\b(?:[^\n|;&]|\\\n){0,300}?\s-p)(?:\s*)(?<q>["']?)(?<secret>[^\s"'-][^\s"']*)\k<q>/dg,
      accept: (secret) => isCliSecret(secret) && !/^\d{1,5}(?::\d{1,5})?$/.test(secret),
    },
    {
      kind: "cli-password",
      needs: ["pass"],
      hint: /\s-[a-z]*pass/,
      pattern:
        /\s-(?:pass(?:in|out|word)?|(?:src|dest)?(?:store|key)pass)\s+(?:pass:)?(?<q>["']?)(?<secret>[^\s"'-][^\s"']*)\k<q>/dg,
      accept: (secret) => isCliSecret(secret) && !/^(?:env|file|fd|stdin):/.test(secret),
    },
    {
      kind: "cli-password",
      needs: ["-u"],
      pattern: /\s(?:-U|--user)[ =]?["']?[^\s%"']+%(?<secret>[^\s"']{3,})/dg,
      accept: (secret) => isCliSecret(secret),
    },
    // `htpasswd -b [-c] FILE USER PASSWORD` (`-nb USER PASSWORD`): the password is the last argument.
    {
      kind: "cli-password",
      needs: ["htpasswd"],
      hint: /htpasswd/,
      pattern:
        /\bhtpasswd(?:[ \t]+-[A-Za-z]+)*?[ \t]+-[A-Za-z]*b[A-Za-z]*(?:[ \t]+-[A-Za-z]+)*[ \t]+(?:[^\s-]\S*[ \t]+)?[^\s-]\S*[ \t]+(?<q>["']?)(?<secret>[^\s"']+)\k<q>/dg,
      accept: (secret) => isCliSecret(secret),
    },
    // Snyk's token, a UUID (no shape of its own): `snyk auth TOKEN`, `snyk config set api=TOKEN`.
    {
      kind: "api-token",
      needs: ["snyk"],
      hint: /snyk/,
      pattern: /\bsnyk[ \t]+(?:auth|config[ \t]+set[ \t]+api=)[ \t]*(?<q>["']?)(?<secret>[A-Za-z0-9-]{32,})\k<q>/dg,
      accept: (secret) => UUID.test(secret) || isGenericSecretValue(secret),
    },
    // Python's `auth=("user", "password")`, `HTTPBasicAuth("user", "password")`.
    {
      kind: "password-assignment",
      needs: ["auth"],
      hint: /auth\s*=\s*\(|Auth\(/,
      pattern:
        /(?:\bauth\s*=\s*|\b(?:HTTP)?(?:Basic|Digest)Auth)\(\s*(?<q1>["'])[^"'\n]*\k<q1>\s*,\s*(?<q>["'])(?<secret>[^"'\n]{3,})\k<q>\s*\)/dg,
      accept: (secret) => !isPlaceholder(secret, true),
    },
    // `Authorization: Bearer <token>` / `Basic <base64>` with a random-looking token.
    {
      kind: "generic-secret",
      needs: ["bearer", "basic", "token"],
      pattern: /\b(?:Bearer|Basic|Token)[ \t]+(?<secret>[A-Za-z0-9._~+/-]{16,}=*)/dg,
      accept: (secret) => isGenericSecretValue(secret) || (/=$/.test(secret) && secret.length >= 12),
    },
    // An `Authorization` header with any other scheme (`SSWS`, `Bot`, `GenieKey` …), or none.
    {
      kind: "generic-secret",
      needs: ["authorization"],
      hint: /authorization/i,
      pattern:
        /\bauthorization["']?[ \t]*[:=][ \t]*["']?(?:[A-Za-z][\w-]*[ \t]+)?(?<secret>[A-Za-z0-9._~+/-]{16,}=*)/dgi,
      accept: (secret) => isGenericSecretValue(secret),
    },
    // `<password>…</password>` and other XML elements named like a secret.
    {
      kind: "password-assignment",
      pattern: XML_ELEMENT,
      needs: ["</"],
      hint: /<\/[\w.-]*(?:pass|pwd|secret|token|key|auth|cred)/i,
      accept: (_secret, match) => {
        const { key, value } = groups(match);
        const role = keyRole(key ?? "");
        return role === "password"
          ? isPasswordValue(JSON.stringify(value ?? ""), "=", false)
          : role === "token" && isGenericSecretValue(value ?? "");
      },
    },
    // .NET configuration: `<add key="ApiKey" value="…" />` (appSettings, web.config, app.config).
    {
      kind: "password-assignment",
      needs: ["<add"],
      hint: /<add\s/i,
      pattern: /<add\s+key\s*=\s*"(?<key>[^"\n]+)"\s+value\s*=\s*(?<value>"[^"\n]*")/dgi,
      accept: namedValueKind,
    },
    // A session cookie in a header: `Cookie: session=…`, `Set-Cookie: sid=…` (the value is the login).
    {
      kind: "generic-secret",
      needs: ["cookie:"],
      hint: /cookie:/i,
      pattern:
        /\b(?:set-)?cookie:[ \t]*(?:[^\s=;]+=[^\s;]*;[ \t]*)*?[\w.-]*(?:sess|sid|auth|token|jwt|remember|login)[\w.-]*=(?<secret>[^\s;"']{16,})/dgi,
      accept: (secret) => looksRandom(decodeURIComponentSafely(secret)) && !isPlaceholder(secret),
    },
    // A Terraform variable named like a secret, with a default: `variable "db_password" { default = "…" }`.
    {
      kind: "password-assignment",
      needs: ["variable"],
      hint: /variable/,
      pattern: /\bvariable\s+"(?<key>[^"\n]+)"\s*\{[^}]{0,500}?\bdefault\s*=\s*(?<value>"[^"\n]*")/dg,
      accept: namedValueKind,
    },
    // Dockerfile `ENV DB_PASSWORD s3cret` and PHP `define('DB_PASSWORD', 's3cret')`.
    {
      kind: "password-assignment",
      needs: ["env ", "env\t", "define"],
      hint: /\bENV\s|define\s*\(/,
      pattern:
        /(?:^[ \t]*ENV[ \t]+(?<key>[A-Za-z_][A-Za-z0-9_]*)[ \t]+(?!=)|\bdefine\s*\(\s*["'](?<key2>[A-Za-z_][A-Za-z0-9_]*)["']\s*,\s*)(?<value>"[^"\n]*"|'[^'\n]*'|[^\s"')]+)/dgm,
      accept: (_secret, match) => {
        const { key, key2, value } = groups(match);
        return assignmentKind(key ?? key2 ?? "", value ?? "", "=", false);
      },
    },
    // A token, key or password named in prose and followed by a random-looking value: "api key 9fKx…", "token: Zq8…".
    {
      kind: "generic-secret",
      needs: ["key", "token", "secret", "passw"],
      hint: /(?:key|token|secret|password|passwd)s?:?[ \t]+[A-Za-z0-9+/=_.~-]{24}/i,
      pattern:
        /\b(?:api[ _-]?key|access[ _-]?key|secret(?:[ _-]?key)?|token|password|passwd)s?:?[ \t]+(?<secret>[A-Za-z0-9+/=_.~-]{24,})/dgi,
      // Pure hex only at 32 digits (a key, not a SHA-1 or SHA-256 digest of something named).
      accept: (secret) =>
        !UUID.test(secret) &&
        (/^[0-9a-fA-F]+$/.test(secret)
          ? secret.length === 32 && /[0-9]/.test(secret) && /[a-f]/i.test(secret)
          : looksLikeTokenBody(secret.replace(/[+/=_.~-]/g, ""))) &&
        !isCodeReference(secret),
    },
    // Any literal value assigned to a password- or secret-named key (env, YAML, JSON, TOML, INI, code, nested
    // `--x=password=…`); a random-looking one assigned to a token-, key- or credential-named key.
    {
      kind: "password-assignment",
      pattern: ASSIGNMENT,
      needs: KEY_LITERALS,
      hint: SECRET_KEY_BEFORE_SEPARATOR,
      accept: (_secret, match) => {
        const { key, sep, value } = groups(match);
        return assignmentKind(key ?? "", value ?? "", sep ?? "", gapBeforeValue(match));
      },
    },
    {
      kind: "password-assignment",
      pattern: FLAG,
      needs: ["pass", "pwd", "secret", "token", "key", "auth", "cred"],
      hint: /-[A-Za-z0-9-]*(?:pass|pwd|secret|token|key|auth|cred)/i,
      accept: (_secret, match) => {
        const { key, value } = groups(match);
        return assignmentKind(key ?? "", value ?? "", "=", false);
      },
    },
    // A setting given on a command line as key then value: `npm config set //registry…/:_authToken VALUE`,
    // `yarn config set npmAuthToken VALUE`, `git config --global http.extraHeader VALUE`.
    {
      kind: "password-assignment",
      needs: ["config"],
      hint: /config\s+set\s/,
      pattern: /\bconfig\s+set\s+(?:--?[\w-]+\s+)*(?<key>[^\s=]+)\s+(?<value>"[^"\n]*"|'[^'\n]*'|[^\s"']+)/dg,
      accept: namedValueKind,
    },
    // "set SMTP_PASS to …", "set DB_PASSWORD to `…` in the env": a variable named like a secret, set in a sentence.
    {
      kind: "password-assignment",
      needs: ["set"],
      hint: [/\bset\s/i, /\sto\s/i],
      pattern: /\bset\s+(?<key>[A-Z][A-Z0-9]*_[A-Z0-9_]+)\s+to\s+(?<value>"[^"\n]*"|'[^'\n]*'|`[^`\n]*`|[^\s"'`]+)/dgi,
      accept: namedValueKind,
    },
    // "ssh in with password …", "log in with the token …", "just use key 9930…".
    {
      kind: "password-assignment",
      needs: ["with", "use"],
      hint: /\b(?:with|use)\s/i,
      pattern:
        /\b(?:with|use)\s+(?:the\s+)?(?:password|passphrase|passwd|pw|token|(?<=use\s+(?:the\s+)?)(?<key>(?:api\s+)?key))\s+(?<q>["'`]?)(?<secret>[^\s"'`]+)\k<q>/dgi,
      accept: (secret, match) =>
        groups(match).key === undefined
          ? isProseSecret(secret, match)
          : isKeyValue(secret.replace(/[.,;:!?)]+$/, "")) && !/^[0-9a-f]{40}$/i.test(secret.replace(/[.,;:!?)]+$/, "")),
      trimEnd: true,
    },
    // "Guest wifi: SSID acme-guest, password <value>": the name, then the value ending the clause.
    {
      kind: "password-assignment",
      needs: ["assw", "assphrase"],
      hint: /ass(?:w|phrase)/i,
      pattern:
        /\b(?:password|passwd|passphrase)[ \t]+(?:(?<q>["'`])(?<quoted>[^"'`\n]{6,64})\k<q>|(?<secret>[^\s"'`]{6,}?)(?=[ \t]*(?:[,;)]|[.!?]?(?:[ \t]*$|[ \t]+\()|\.[ \t])))/dgim,
      accept: (secret, match) =>
        groups(match).quoted !== undefined
          ? isQuotedPassword(secret)
          : isProseSecret(secret, match) &&
            /[0-9]/.test(secret) &&
            !/^(?:sha|md5|bcrypt|argon|scrypt|pbkdf)/i.test(secret),
    },
    // An app password as Google shows it: four groups of four letters ("app password `yjuu ytga tqlu uevq`").
    {
      kind: "password-assignment",
      needs: ["password"],
      hint: /pp.password|specific password/,
      pattern:
        /\bapp(?:[ -]specific)?[ -]passwords?\b[^\n]{0,60}?(?:(?<q>["'`])|:[ \t]*)(?<secret>[a-z]{4}(?<gap>[ ]?)[a-z]{4}\k<gap>[a-z]{4}\k<gap>[a-z]{4})(?:\k<q>|(?![^\s,;.)]))/dg,
      accept: (secret) => !/^(.)\1+$/.test(secret.replace(/ /g, "")),
    },
    // Recovery and backup codes after the words that name them, in several languages (before the prose rules: the
    // whole list is one secret, not its first code): on the same line after a
    // colon ("Códigos de respaldo …: 00704603, 76206152"), or listed under it, as codes of digits, of letters and
    // digits, in groups ("2563 0297", "bxcn o8mm", "2n6t-7i6o", "KDDR-CZRV-OWT2-…").
    {
      kind: "password-assignment",
      hint: /cod|c\u00f3d|key|schl|kod|\u30b3\u30fc\u30c9|\u30ad\u30fc|\ucf54\ub4dc|\u7801/i,
      pattern: new RegExp(
        `(?:${RECOVERY_CODE_NAMES})[^\\n:\\uff1a]{0,100}?(?:[:\\uff1a][ \\t]*(?:\\n(?:[ \\t]*\\n)?)?|\\n(?:[ \\t]*\\n)?)` +
          "(?:[ \\t]*```[^\\n]*\\n)?[ \\t]*(?:[-*\\u2022][ \\t]+)?" +
          `(?<secret>${RECOVERY_CODE}(?:${RECOVERY_CODE_SEPARATOR}${RECOVERY_CODE})*)`,
        "dgiu",
      ),
      accept: (secret) => isRecoveryCodeList(secret),
    },
    // "the password is hunter2", "the staging password was reset to `s3cret`", "the client secret for the SSO app is
    // …", and the same in other languages: a secret's name, a few words about it, then its value.
    {
      kind: "password-assignment",
      pattern: prosePattern(PROSE_LATIN),
      hint: PROSE_SECRET_HINT,
      accept: proseAccept,
      trimEnd: true,
    },
    {
      kind: "password-assignment",
      pattern: prosePattern(PROSE_OTHER),
      hint: OTHER_SCRIPT,
      accept: proseAccept,
      trimEnd: true,
    },
    {
      kind: "password-assignment",
      pattern: PROSE_BARE,
      hint: [new RegExp(`${PROSE_SECRET_HINT.source}|chiave|${OTHER_SCRIPT.source}`, "i")],
      accept: (secret) => isBareProseSecret(secret),
      trimEnd: true,
    },
    {
      kind: "generic-secret",
      pattern: NAMED_RANDOM_VALUE,
      hint: [
        /token|key|secret|schl|jeton|cl[e\u00e9]|nyckel|sleutel|klucz|anahtar|chiave|llave|chave|n[\u00f8o]gle|avain|[\u043a\u0442\u30ad\u30c8\ud0a4\ud1a0\u5bc6\u79d8]/i,
      ],
      accept: isNamedRandomValue,
    },
    // A password passed by position: a made password anywhere in a command or a call (`tool create-admin
    // ops@host <value> --superuser`, `echo <value> | docker login --password-stdin`), or a value right after a login.
    {
      kind: "password-assignment",
      hint: /[A-Za-z0-9][!#$%^&*@][^\s]*\d|\d[^\s]*[!#$%^&*@][A-Za-z0-9]/,
      pattern:
        /(?<![^\s"'`=[,(])(?<q>["']?)(?<secret>[A-Za-z0-9][^\s"'`,\]]*[!#$%^&*@][^\s"'`,\]]*[A-Za-z0-9])\k<q>(?![^\s"'`,\])])/dg,
      accept: (secret) => isMadePassword(secret),
    },
    {
      kind: "password-assignment",
      needs: ["@"],
      pattern:
        /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+["']?(?:[ \t]+|[ \t]*,[ \t]*)(?<q>["']?)(?<secret>[^\s"',\]]{8,64})\k<q>(?=[\s,\]"'`]|$)/dg,
      accept: (secret) => isPasswordAfterLogin(secret),
    },
    // The value first: "use `Qz7#pLm2!vR` as the password for the sftp user".
    {
      kind: "password-assignment",
      needs: ["use"],
      hint: [/\buse\s/i, /\sas\s|\sto[ \t]+(?:log|sign)[ \t]?in/i],
      pattern:
        /\buse[ \t]+(?<q>["'`]?)(?<secret>[^\s"'`]+)\k<q>[ \t]+(?:as[ \t]+(?:(?:the|a|an|your)[ \t]+)?(?:[\w-]+[ \t]+){0,2}?(?:password|passphrase|passwd|pin|token|secret|api key)(?=[ \t]+(?:for|of|on|to|in|at|when|and)\b|[ \t]*[.,;:!?)\n]|[ \t]*$)|to[ \t]+(?:log|sign)[ \t]?in\b)/dgi,
      accept: (secret, match) => isProseSecret(secret, match),
    },
    // A user and a password without the word: "login: admin / hunter2-prod", "creds for the router are admin/Netgear!8841".
    {
      kind: "password-assignment",
      needs: ["login", "cred", "user/pass", "name/pass"],
      hint: /\b(?:login|cred|user\/pass|username\/pass)/i,
      pattern:
        /\b(?:logins?|creds|credentials?|user\/pass(?:word)?|username\/password)\b[^\n]{0,60}?(?:[ \t](?:is|are)[ \t]+|:[ \t]*)[\w.@+-]+[ \t]*\/[ \t]*(?<q>["'`]?)(?<secret>[^\s"'`]+)\k<q>/dgi,
      accept: (secret, match) => !secret.includes("/") && isProseSecret(secret, match),
      trimEnd: true,
    },
    // "user qa-bot@acme.io, pass QaBot2024$$".
    {
      kind: "password-assignment",
      needs: ["pass", "pw"],
      hint: /\bpass|\bpw/i,
      pattern:
        /\b(?:user(?:name)?|login)[ \t]+(?<uq>["'`]?)[\w.@+-]+\k<uq>,?[ \t]+(?:pass|pw|pwd|password)[ \t]*[:=]?[ \t]+(?<q>["'`]?)(?<secret>[^\s"'`]+)\k<q>/dgi,
      accept: (secret, match) => isProseSecret(secret, match),
      trimEnd: true,
    },
    // A random-looking value after a colon on a line that names a secret: "the API token you asked for, valid until
    // Friday: a8F3…", "2FA seed for the ops account: 4KUE3TKRD3RTN6BD", "ADO PAT for the build agent: …".
    {
      kind: "generic-secret",
      hint: /(?::[ \t]+|\uff1a[ \t]*)[A-Za-z0-9+/=_.~-]{16}/,
      pattern:
        /(?:(?<![\w./-])|(?<=\/)(?=master\.key))(?<name>api[ _-]?(?:key|token)|(?:master|encryption|signing|aes|des|hmac|data)(?:-\d+)?[ ._-]?key|access[ _-]?(?:key|token)|auth[ _-]?token|token|secret|password|passphrase|pat|(?:2fa|mfa|totp|otp)(?:[ \t]+(?:seed|secret|key|code))?|seed[ \t]+phrase|recovery[ \t]+(?:key|code)|unseal[ \t]+key|private[ \t]+key)(?![\w./-])(?<gap>[^\n:\uff1a]{0,80}?)(?::[ \t]+|\uff1a[ \t]*)(?<secret>[A-Za-z0-9+/=_.~-]{16,})/dgi,
      // A one-time-password seed is base32, often with few digits.
      accept: (secret, match, text) =>
        !/\b(?:sha\d*|md5|digest|hash|hashed|checksum|etag|commit|id|uuid|fingerprint)\b/i.test(
          groups(match).gap ?? "",
        ) &&
        !/(?:sha\d*|md5|hash|digest|hmac)\(\s*$/i.test(text.slice(Math.max(0, match.index - 12), match.index)) &&
        (isGenericSecretValue(secret) ||
          (/^(?:2fa|mfa|totp|otp)/i.test(groups(match).name ?? "") && /^[A-Z2-7]{16,}=*$/.test(secret))),
    },
    // A key of a map or a settings object set in code: `app.config["SECRET_KEY"] = "…"`, `$cfg['db_password'] = '…'`.
    {
      kind: "password-assignment",
      needs: ['"]', "']"],
      hint: /["']\]/,
      pattern:
        /\[[ \t]*(?<kq>["'])(?<key>[A-Za-z0-9_.-]+)\k<kq>\][ \t]*(?<sep>:=|=)[ \t]*(?<value>"(?:[^"\\\n]|\\.)*"|'[^'\n]*')/dg,
      accept: namedValueKind,
    },
    // A random literal handed to a client, a login or an auth call: `cohere.Client("…")`, `.bearer_auth("…")`,
    // `algoliasearch('APPID', '…') // admin key`.
    {
      kind: "generic-secret",
      hint: /["'][A-Za-z0-9_+/=.~-]{20}/,
      pattern: /(?<=[(,][ \t]*)(?<q>["'])(?<secret>[A-Za-z0-9_+/=.~-]{20,})\k<q>/dg,
      accept: (secret, match, text) => isCallArgumentSecret(secret, match.index, text),
    },
    // The password handed to a login or a connection after the user: `DriverManager.getConnection(url, "u", "pw")`,
    // `new NetworkCredential("u", "pw")`, `client.login("u", "pw")`.
    {
      kind: "password-assignment",
      needs: ["connect", "credential", "login", "log_in", "authenticate", "basic_auth", "basicauth"],
      hint: /["'][ \t]*,[ \t]*["']/,
      pattern:
        /\b(?:getConnection|connect|NetworkCredential|PSCredential|UsernamePasswordCredential|Credentials?|login|log_in|logIn|authenticate|basic_auth|BasicAuth)[ \t]*\((?:[^()\n]*?,)?[ \t]*(?<u>["'])[^"'\n]+\k<u>[ \t]*,[ \t]*(?<q>["'])(?<secret>[^"'\n]{4,})\k<q>[ \t]*[),]/dg,
      accept: (secret, match) => isProseSecret(secret, match) && !/^[a-z][\w+.-]*:\/\//i.test(secret),
    },
    // PowerShell: `ConvertTo-SecureString "…" -AsPlainText`.
    {
      kind: "password-assignment",
      needs: ["securestring"],
      hint: /SecureString/i,
      pattern: /\bConvertTo-SecureString[ \t]+(?:-String[ \t]+)?(?<q>["'])(?<secret>[^"'\n]{3,})\k<q>/dgi,
      accept: (secret) => !isPlaceholder(secret, true),
    },
    // More command lines: `mosquitto_pub -P …`, `sqlcmd -P …`, `zip -P …`, `7z a -p…`, `ldapsearch -w …`,
    // `net use … /user:X …`.
    {
      kind: "cli-password",
      needs: ["-p ", "7z"],
      hint: /-P |7z/,
      pattern:
        /\b(?:(?:mosquitto_(?:pub|sub|rr)|sqlcmd|bcp|osql|unzip|zip)\b[^\n|;&]{0,300}?\s-P +|7za?[ \t]+[a-z]\b[^\n|;&]{0,300}?\s-p)(?<q>["']?)(?<secret>[^\s"'-][^\s"']*)\k<q>/dg,
      accept: (secret) => isCliSecret(secret),
    },
    {
      kind: "cli-password",
      needs: ["ldap"],
      hint: /ldap/,
      pattern:
        /\bldap(?:search|modify|add|delete|whoami|compare|passwd)\b[^\n|;&]{0,300}?\s-w[ \t]+(?<q>["']?)(?<secret>[^\s"'-][^\s"']*)\k<q>/dg,
      accept: (secret) => isCliSecret(secret),
    },
    {
      kind: "cli-password",
      needs: ["/user:"],
      hint: /\/(?:user|USER):/,
      pattern:
        /\b(?:net|NET)[ \t]+(?:use|USE)\b[^\n|;&]{0,300}?\/(?:user|USER):[^\s"']+[ \t]+(?<q>["']?)(?<secret>[^\s"'-][^\s"']*)\k<q>/dg,
      accept: (secret) => isCliSecret(secret),
    },
    // Secrets stored from a command line: `az keyvault secret set --value …`, `gh secret set NAME --body …`,
    // `aws ssm put-parameter --type SecureString --value …`.
    {
      kind: "cli-password",
      needs: ["put-parameter", "secret set", "secrets set"],
      hint: /put-parameter|secrets? set/,
      pattern:
        /\b(?:secrets? +set|ssm[ \t]+put-parameter)\b(?<stored>[^\n|;&]{0,300}?)\s(?:--value|--body|-b)(?:[ \t]+|=)(?<q>["']?)(?<secret>(?<=["'])[^"'\n]+|[^\s"'-][^\s"']*)\k<q>/dg,
      accept: (secret, match) => isCliSecret(secret) && isStoredSecret(secret, match),
    },
    // Recovery codes listed under the line that names them (GitHub's, a password manager's).
    {
      kind: "password-assignment",
      needs: ["code"],
      hint: /code/i,
      pattern:
        /\b(?:recovery|backup)[ \t]+codes?\b[^\n]{0,160}\n(?:[ \t]*\n)?(?:[ \t]*```[^\n]*\n)?(?<secret>(?:[ \t]*(?:[-*][ \t]+|\d{1,2}[.)][ \t]+)?[A-Za-z0-9]{4,10}(?:-[A-Za-z0-9]{4,10})?(?:[ \t]+[A-Za-z0-9]{4,10}(?:-[A-Za-z0-9]{4,10})?)*[ \t]*(?:\n|$))+)/dgi,
      accept: (secret) =>
        /[0-9]/.test(secret) &&
        secret
          .trim()
          .split(/\s+/)
          .every((code) => /[0-9]/.test(code)),
    },
    // "SEED_ADMIN_PASSWORD must be set … I set it to …": a variable named like a secret, then its value as "it".
    {
      kind: "password-assignment",
      needs: ["set it to", "set that to", "changed it to", "changed that to", "reset it to", "reset that to"],
      pattern:
        /\b[A-Z][A-Z0-9]*_[A-Z0-9_]*(?:PASSWORD|SECRET|TOKEN|PASS|PWD|KEY)[A-Z0-9_]*\b[^\n]{0,160}?\b(?:set|changed|reset) (?:it|that) to[ \t]+(?<q>["'`]?)(?<secret>[^\s"'`]+)\k<q>/dg,
      accept: (secret, match) => isProseSecret(secret, match),
      trimEnd: true,
    },
    // A literal written into a file whose name names a secret: `echo -n "…" > config/master.key`,
    // `echo '…' > ~/.ansible/vault_pass.txt`.
    {
      kind: "password-assignment",
      needs: ["echo", "printf"],
      pattern:
        /\b(?:echo|printf)(?:[ \t]+-[neE]+)*[ \t]+(?<q>["']?)(?<secret>(?<=["'])[^"'\n]+|[^\s"'>|;&]+)\k<q>[ \t]*>>?[ \t]*(?<path>[^\s;&|]+)/dg,
      accept: (secret, match) =>
        /pass|secret|token|credential|master\.key|\.key$|vault/i.test(groups(match).path ?? "") &&
        !/\.(?:md|markdown|html|log)$/i.test(groups(match).path ?? "") &&
        secret.length >= 8 &&
        (!/\s/.test(secret) || isWordSecret(secret)) &&
        isCliSecret(secret),
    },
    // A here-string into a command that stores a variable named like a secret: `vercel env add X_SECRET … <<< "…"`.
    {
      kind: "password-assignment",
      needs: ["<<<"],
      pattern:
        /\b(?<key>[A-Z][A-Z0-9_]*(?:SECRET|TOKEN|PASSWORD|PASS|KEY)[A-Z0-9_]*)\b[^\n]{0,80}?<<<[ \t]*(?<value>"[^"\n]*"|'[^'\n]*'|[^\s"']+)/dg,
      accept: namedValueKind,
    },
    // A name, a type, then a literal: `const SMTP_PASSWORD: &str = "…"`, `val token: String = "…"`.
    {
      kind: "password-assignment",
      needs: KEY_LITERALS,
      hint: /:[ \t]*&?(?:'static[ \t]+)?[A-Za-z_][\w<>[\], ]*[ \t]*=/,
      pattern:
        /\b(?<key>[A-Za-z_][\w]*)[ \t]*\??:[ \t]*&?(?:'static[ \t]+)?[A-Za-z_][\w<>[\], ]*?[ \t]*=[ \t]*(?<value>"[^"\n]*"|'[^'\n]*')/dg,
      accept: namedValueKind,
    },
    // A setting given as a name then a quoted value, no `=` (Gradle's `storePassword "…"`, nginx-like configs).
    {
      kind: "password-assignment",
      needs: KEY_LITERALS,
      hint: /^[ \t]*[A-Za-z_][\w.]*[ \t]+["']/m,
      pattern: /^[ \t]*(?<key>[A-Za-z_][\w.]*)[ \t]+(?<value>"[^"\n]*"|'[^'\n]*')[ \t]*;?[ \t]*$/dgm,
      accept: namedValueKind,
    },
    // HAProxy `stats auth user:password`; an IPsec secrets file's `: PSK "…"`.
    {
      kind: "password-assignment",
      needs: ["stats auth", "psk"],
      pattern: /(?:\bstats[ \t]+auth[ \t]+[^\s:]+:|:[ \t]*PSK[ \t]+(?<q>["']))(?<secret>[^\s"']+)\k<q>/dg,
      accept: (secret) => isCliSecret(secret),
    },
    // A Bitcoin private key given to `importprivkey` (WIF).
    {
      kind: "private-key",
      needs: ["importprivkey"],
      pattern: /\bimportprivkey[ \t]+["']?(?<secret>[5KLc9][1-9A-HJ-NP-Za-km-z]{50,51})/dg,
    },
    // SQL: `CREATE USER … IDENTIFIED BY '…'`, `ALTER ROLE … PASSWORD '…'`, `SET PASSWORD FOR … = '…'`.
    {
      kind: "password-assignment",
      needs: ["identified", "password"],
      hint: /identified|password/i,
      pattern:
        /\b(?:(?:create|alter)[ \t]+(?:user|role|login)\b[^;\n]{0,200}?\b(?:identified(?:[ \t]+with[ \t]+\w+)?[ \t]+by(?:[ \t]+password)?|password)(?:[ \t]*=)?|set[ \t]+password[ \t]+for[ \t]+[^\s=;]+[ \t]*=(?:[ \t]*password[ \t]*\()?)[ \t]*(?<q>['"]?)(?<secret>(?<=['"])[^'"\n]{3,}|[^\s'";)]{3,})\k<q>/dgi,
      accept: (secret) =>
        !isPlaceholder(secret, true) && !/^(?:null|encrypted|unencrypted|valid|login|values|password)$/i.test(secret),
    },
    // Redis: `requirepass …`, `masterauth …` (a space, no `=`).
    {
      kind: "password-assignment",
      needs: ["requirepass", "masterauth"],
      pattern: /^[ \t]*(?:requirepass|masterauth)[ \t]+(?<q>["']?)(?<secret>[^\s"']{3,})\k<q>/dgm,
      accept: (secret) => !isPlaceholder(secret, true),
    },
    // More clients that take a password after a flag: `mongosh -p …`, `cqlsh -p …`, `ipmitool -P …`, Oracle's
    // `sqlplus user/…@db`, `rabbitmqctl add_user NAME …`, `nmcli … password …`, `wpa_passphrase SSID …`.
    {
      kind: "cli-password",
      needs: ["mongo", "cqlsh", "cypher-shell", "ipmitool", "sqlplus", "rabbitmqctl", "nmcli", "wpa_passphrase"],
      pattern:
        /\b(?:(?:mongosh|mongo|mongodump|mongorestore|mongoexport|mongoimport|cqlsh|cypher-shell)\b[^\n|;&]{0,300}?\s(?:-p|--password)[ \t]+|ipmitool\b[^\n|;&]{0,300}?\s-P[ \t]+|sqlplus[ \t]+(?:-\w+[ \t]+)*[^\s/@"']+\/|rabbitmqctl[ \t]+(?:add_user|change_password)[ \t]+\S+[ \t]+|nmcli\b[^\n|;&]{0,300}?\spassword[ \t]+|wpa_passphrase[ \t]+(?:"[^"\n]*"|'[^'\n]*'|\S+)[ \t]+)(?<q>["']?)(?<secret>(?<=["'])[^"'\n]+|[^\s"'@-][^\s"'@]*)\k<q>/dg,
      accept: (secret) => isCliSecret(secret),
    },
    // A password-like literal handed to a call on a line about connections, logins or auth (PDO, JDBC,
    // `mysqli_connect`, `smtp.PlainAuth`, `.basic_auth("u", Some("…"))`, `set_password("…")`), and the key of
    // an HMAC (`createHmac('sha256', '…')`).
    {
      kind: "password-assignment",
      hint: /["'][^"'\s]{8}/,
      pattern: /(?<=[(,][ \t]*(?:\n[ \t]*)?|Some\()(?<q>["'])(?<secret>[^"'\s]{8,64})\k<q>(?=[ \t]*[),])/dg,
      accept: (secret, match, text) => isCallPassword(secret, match.index, text),
    },
    // A session cookie given as name=value anywhere (`curl -b 'sessionid=…'`, `laravel_session=…`,
    // `.AspNetCore.Cookies=…`, ASP.NET's `…_SessionId=` and `.ASPXAUTH=`, WordPress's `…logged_in_<hash>=`): the login
    // itself.
    {
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
    // A PIN or PUK named right before it ("SIM: PIN 9431,"), a code of a door, a gate or an alarm, a recovery code
    // ("MFA recovery code OSBB-5HI3-9WRE-WOXK").
    {
      kind: "password-assignment",
      needs: [
        "pin",
        "puk",
        "passcode",
        "door",
        "gate",
        "alarm",
        "keypad",
        "lockbox",
        "safe",
        "garage",
        "disarm",
        "recovery code",
      ],
      pattern:
        /\b(?:PIN|PUK|pin code|passcode|(?:door|gate|alarm|keypad|lockbox|safe|garage|disarm)[ -]code|recovery[ \t]+code)(?:[ \t]*:|[ \t]+is)?[ \t]+(?<q>["'`]?)(?<secret>\d{4,8}#?|[A-Z0-9]{4}(?:-[A-Z0-9]{4}){2,}|[a-z0-9]{5}-[a-z0-9]{5})\k<q>(?=[ \t]*(?:[,;.)]|\(|$|\s(?:and|for|on|in|to|until|changes?|valid|then|or)\b))/dgm,
      accept: (secret) => {
        const digits = secret.replace(/#$/, "");
        return /^\d+$/.test(digits) ? isPinValue(digits) : /[0-9]/.test(secret);
      },
    },
    // A login and its password as a pair: "admin / Kq7#pLm2vXz9", "joao.pereira / Feijoada_Sabado_10", an e-mail
    // address or "log in as backup" then "with", "met", "mit", "avec", "con", "com" and the password.
    {
      kind: "password-assignment",
      needs: [" / ", "@", "log in as", "login as", "logged in as"],
      pattern:
        /(?<![\w.@/-])(?:(?<user>[A-Za-z][\w.+-]{1,40}(?:@[\w-]+(?:\.[\w-]+)+)?)[ \t]+\/[ \t]+|(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|log(?:ged)?[ -]?in as[ \t]+["'`]?[\w.@-]+["'`]?)[ \t]+(?:with|met|mit|avec|con|com|och|med|z)[ \t]+)(?<q>["'`]?)(?<secret>[^\s"'`]{6,64})\k<q>/dgu,
      accept: (secret, match, text) => isPairedPassword(secret, match, text),
      trimEnd: true,
    },
    // A PIN or a door's, gate's or alarm's code in the words of other languages, or a little further from its name
    // ("Türcode 739164#", "digicode B4172", "PIN は 802341", "keypad changed to 7730#", "code is 2-8-1-9").
    {
      kind: "password-assignment",
      hint: /pin|puk|cod|c\u00f3d|alarm|keypad|lock ?box|key[ -]?(?:safe|box)|tresor|kod|\u6697\u8a3c|\u30d1\u30b9\u30b3|\ucd9c\uc785\ubb38|\ube44\ubc00\ubc88\ud638/i,
      pattern: new RegExp(
        `(?<![\\p{L}\\d])(?:${ACCESS_CODE_NAMES})(?![\\p{L}])(?<gap>[^\\n\\d\`,;()]{0,40}?|[^\\n]{0,60}?${ACCESS_CODE_LINK})` +
          "(?<![\\p{L}\\d])(?<q>[\"'`]?)(?<secret>\\d{4,8}[#*]?|\\d(?:-\\d){3,7}|\\d{2}(?: \\d{2}){2,3}|[A-Z]\\d{4,6})\\k<q>(?![\\p{L}\\d-])",
        "dgiu",
      ),
      accept: (secret, match, text) =>
        isAccessCode(
          secret,
          groups(match).gap ?? "",
          text.slice(match.index + match[0].length, match.index + match[0].length + 12),
        ),
    },
    // A one-time-password seed (base32) where the text says what it is: in code (`pyotp.TOTP("…")`, otplib's
    // `authenticator.generate("…")`), a command (`oathtool --totp -b …`, `ykman oath accounts add … <seed>`), an
    // output (`…_mfa_seed = "…"`), a sentence in any language, or in groups as an app shows it ("7QRA YWZL … 4P").
    {
      kind: "generic-secret",
      needs: ["totp", "otp", "2fa", "mfa", "authenticator", "oath", "seed"],
      pattern:
        /(?<![A-Za-z0-9])(?<secret>[A-Z2-7]{16,}=*|[A-Z2-7]{4}(?: [A-Z2-7]{4}){3,}(?: [A-Z2-7]{1,3})?)(?![A-Za-z0-9])/dg,
      accept: (secret, match, text) => isOtpSeed(secret, match.index, text),
    },
    // A wallet's seed phrase or a passphrase: 4 to 24 lower-case words, none of a sentence's little words, on their
    // own line under (or after a colon following) the words that name it.
    {
      kind: "password-assignment",
      needs: ["seed", "mnemonic", "recovery phrase", "secret phrase", "wallet", "passphrase"],
      pattern:
        /\b(?:seed|mnemonic|recovery phrase|secret phrase|wallet|passphrase)\b[^\n]{0,120}?(?::[ \t]*|\n(?:[ \t]*\n)?[ \t>]*)(?<q>["'`]?)(?<secret>[a-z]{3,8}(?: [a-z]{3,8}){3,23})\k<q>[ \t]*(?=\n|$)/dg,
      accept: (secret) => isWordSecret(secret),
    },
    // Wi-Fi in a QR payload: `WIFI:T:WPA;S:name;P:password;;`.
    {
      kind: "password-assignment",
      needs: ["wifi:"],
      pattern: /\bWIFI:(?:[^\n;]*;)*?P:(?<secret>(?:[^;\\\n]|\\.)+);/dg,
      accept: (secret) => !isPlaceholder(secret, true),
    },
    // A one-time-password key as authenticator apps show it: groups of four base32 characters.
    {
      kind: "generic-secret",
      needs: ["2fa", "mfa", "totp", "otp", "authenticator"],
      pattern:
        /\b(?:2fa|mfa|totp|otp|authenticator)\b[^\n]{0,40}?\b(?:key|seed|secret|code)\b[^\n:]{0,20}?:[ \t]*(?<q>["'`]?)(?<secret>[A-Za-z2-7]{4}(?: [A-Za-z2-7]{4}){3,})\k<q>/dgi,
      accept: (secret) => /[2-7]/.test(secret),
    },
    // The plaintext data key `aws kms generate-data-key` prints.
    {
      kind: "generic-secret",
      needs: ["plaintext"],
      pattern: /\bPlaintext["']?[ \t]*[:=][ \t]*["']?(?<secret>[A-Za-z0-9+/]{32,}={0,2})/dg,
      accept: (_secret, _match, text) => /kms|data.?key/i.test(text),
    },
    // A Markdown table with a column named like a secret: | User | Password | … | app | s3cret! |.
    {
      kind: "password-assignment",
      needs: ["|"],
      hint: [/\|/, TABLE_SECRET_HINT],
      pattern: /(?<=\|)[ \t]*(?<secret>[^|\n]*[^|\s])[ \t]*(?=\|)/dg,
      accept: (secret, match, text) => tableCellKind(secret, match.index, text),
    },
  ];
}

// ── Markdown tables ──────────────────────────────────────────────────────────

/** A row between the header and the body of a table: `|---|:---:|`. */
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/;
/** A column named "password" in another language than English. */
const PASSWORD_HEADER = new RegExp(`^(?:${OTHER_LANGUAGE_PASSWORD}|${PROSE_KEYWORD_OTHER})$`, "i");
/** Values that say there is none: a table's empty cells. */
const NO_VALUE =
  /^(?:n\/?a|none|null|nil|tbd|todo|same|empty|unset|unknown|yes|no|true|false|required|optional|-+|\u2014|\u2013)$/i;

// The header cells of the table each body row belongs to (by the row's start), for the text scanned last: every cell
// of a table asks, and each row is looked up once.
let tableHeaders: { text: string; rows: Map<number, string[] | null> } | undefined;

/** Whether a table cell holds a secret: its column's header names one, and the value looks like one. */
function tableCellKind(value: string, cellAt: number, text: string): SecretKind | false {
  const rowStart = text.lastIndexOf("\n", cellAt - 1) + 1;
  const header = headerCellsOf(text, rowStart)?.[pipesBetween(text, rowStart, cellAt) - 1];
  if (header === undefined) return false;
  const role = columnRole(header);
  if (role !== undefined) return cellKind(role, value);
  // A table of names and values: `| Wi-Fi password | sorrel-bramble-66 |` under `| what | value |`.
  if (!/^(?:value|values|wert|valeur|valor|valore|waarde)$/i.test(header)) return false;
  const name = rowCells(lineAt(text, rowStart))[0];
  const rowRole = name === undefined ? undefined : columnRole(name);
  return rowRole === undefined ? false : cellKind(rowRole, value);
}

/** What a table's column (or a row's name) says its cells hold. */
function columnRole(name: string): KeyRole | undefined {
  return /^(?:api[ _-]?)?key$/i.test(name) ? "token" : PASSWORD_HEADER.test(name) ? "password" : keyRole(name);
}

/** A cell under a column whose name has `role`: a secret of which kind, if any. */
function cellKind(role: KeyRole, value: string): SecretKind | false {
  const { inner, quoted } = unquote(value);
  if (role === "password" && isPasswordCell(inner, quoted)) return "password-assignment";
  if (role === "pin") return isPinValue(inner) ? "password-assignment" : false;
  if (role === "key") return isKeyValue(value) ? "generic-secret" : false;
  return isGenericSecretValue(value) ? "generic-secret" : false;
}

function isPasswordCell(inner: string, quoted: boolean): boolean {
  if (isPlaceholder(inner, quoted) || isCodeReference(inner) || isFilePath(inner) || NO_VALUE.test(inner)) return false;
  if (quoted) return inner.length >= 3;
  return (
    inner.length >= 4 &&
    (/[0-9!@#$%^&*+=?~|\\_]/.test(inner) || isPassphraseOfWords(inner) || /[a-z][A-Z]|[A-Z][a-z]+[A-Z]/.test(inner))
  );
}

/** Unescaped pipes in text[from, to). */
function pipesBetween(text: string, from: number, to: number): number {
  let pipes = 0;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 124 && text.charCodeAt(i - 1) !== 92) pipes++;
  return pipes;
}

/**
 * The header cells of the table whose body holds the row starting at `rowStart`; null when it is no body row. Walks
 * up the rows not looked up yet to the separator (a loop: a text may hold any number of rows).
 */
function headerCellsOf(text: string, rowStart: number): string[] | null {
  if (tableHeaders?.text !== text) tableHeaders = { text, rows: new Map() };
  const rows = tableHeaders.rows;
  const walked: number[] = [];
  let cells: string[] | null | undefined;
  for (let at = rowStart; cells === undefined; ) {
    cells = rows.get(at);
    if (cells !== undefined) break;
    walked.push(at);
    cells = null;
    if (at === 0 || !lineAt(text, at).trimStart().startsWith("|")) break;
    const aboveStart = text.lastIndexOf("\n", at - 2) + 1;
    const above = text.slice(aboveStart, at - 1);
    if (TABLE_SEPARATOR.test(above)) {
      if (aboveStart > 0) cells = rowCells(text.slice(text.lastIndexOf("\n", aboveStart - 2) + 1, aboveStart - 1));
    } else if (above.trimStart().startsWith("|")) {
      cells = undefined;
      at = aboveStart;
    }
  }
  for (const at of walked) rows.set(at, cells);
  return cells;
}

/** The line of `text` starting at `start`, without its line break. */
function lineAt(text: string, start: number): string {
  const end = text.indexOf("\n", start);
  return text.slice(start, end === -1 ? undefined : end);
}

function rowCells(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, "")
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** A rule's `key` and `value` groups read as an assignment (`key = value`). */
function namedValueKind(_secret: string, match: RegExpExecArray): SecretKind | false {
  return assignmentKind(groups(match).key ?? "", groups(match).value ?? "", "=", false);
}

function assignmentKind(key: string, value: string, separator: string, gap: boolean): SecretKind | false {
  if (!SECRET_KEY_HINT.test(key)) return false;
  const role = keyRole(key);
  if (role === "pin") return isPinValue(value) ? "password-assignment" : false;
  if (role === "key") return isKeyValue(value) ? "generic-secret" : false;
  if (role === "password" && isPasswordValue(value, separator, gap)) return "password-assignment";
  if (role !== undefined && isGenericSecretValue(value)) return "generic-secret";
  // `credentials: deploy:s3cret`, `creds = admin/hunter2`: a user and a password.
  if (
    role === "token" &&
    /cred/i.test(key) &&
    /^["']?[\w.@-]+[:/][^\s/"']{3,}["']?$/.test(value) &&
    !/[()]|::/.test(value) &&
    !isFilePath(unquote(value).inner) &&
    !isPlaceholder(unquote(value).inner)
  )
    return "password-assignment";
  return false;
}

/** Which branch of the provider alternation matched, and its own check. */
function providerKind(match: RegExpExecArray): { kind: SecretKind; check?: (token: string) => boolean } | undefined {
  for (let i = 0; i < PROVIDER_TOKENS.length; i++) {
    if (match[i + 1] !== undefined) {
      const [kind, , check] = PROVIDER_TOKENS[i]!;
      return { kind, ...(check ? { check } : {}) };
    }
  }
  return undefined;
}

function providerAccept(secret: string, match: RegExpExecArray): boolean {
  const found = providerKind(match);
  // `ghp_xxxx…`, `sk_live_0000…`: a documentation placeholder in a token's shape (a random token never repeats a character 12 times).
  if (/(.)\1{11}/.test(secret)) return false;
  // `xoxb-your-bot-token`: words where a token's random part would be.
  if (
    /^[a-z]+[-_](?:[a-z]+[-_])*[a-z]+$/.test(secret.replace(/^[A-Za-z]{2,8}[-_.]/, "")) &&
    /[-_]/.test(secret.slice(4))
  )
    return false;
  return found !== undefined && (!found.check || found.check(secret));
}

// Query parameters that carry a signature or a credential.
const SIGNATURE_PARAMETERS = new Set([
  "sig",
  "signature",
  "x-amz-signature",
  "x-goog-signature",
  "x-amz-security-token",
  "x-goog-credential",
  "sas",
  "hmac",
]);

function queryAccept(secret: string, key: string): boolean {
  if (isPlaceholder(secret, false, false)) return false;
  const name = key.toLowerCase();
  if (SIGNATURE_PARAMETERS.has(name)) return secret.length >= 16;
  const role = keyRole(key);
  if (role === "password") return secret.length >= 3 && !/^\$/.test(secret);
  if (role === "token" || name === "key" || name === "code" || name === "access_token" || name === "appid")
    return isGenericSecretValue(decodeURIComponentSafely(secret)) || isGenericSecretValue(secret);
  return false;
}

// `data:image/png;base64,…` URIs are content, not credentials: never scanned.
const DATA_URI = /data:[a-z]+\/[a-z0-9.+-]+(?:;[a-z0-9=.-]+)*;base64,[A-Za-z0-9+/=]+/gi;

interface Span {
  kind: SecretKind;
  start: number;
  end: number;
}

function overlaps(span: { start: number; end: number }, others: readonly { start: number; end: number }[]): boolean {
  return others.some((other) => span.start < other.end && other.start < span.end);
}

/** The span a match redacts: the `secret` (or `quoted`) group, else the assignment's value (unquoted), else the whole match. */
function spanOf(match: RegExpExecArray): { start: number; end: number } {
  const indices = match.indices?.groups;
  const secret = indices?.secret ?? indices?.quoted;
  if (secret) return { start: secret[0], end: secret[1] };
  const value = indices?.value;
  if (value) {
    const raw = match.groups?.value ?? "";
    const { quoted } = unquote(raw);
    return quoted ? { start: value[0] + 1, end: value[1] - 1 } : { start: value[0], end: value[1] };
  }
  return { start: match.index, end: match.index + match[0].length };
}

// Texts a scan found clean. A scan depends on the text alone, and one write passes the same strings through
// several layers (the request, the document, the indexes, the event), as a rebuild meets the same tags, link
// labels and field values in memory after memory: only the first pays for the rules (~35 calls, however short).
const CLEAN_TEXTS = new Set<string>();
// What the set may hold, counting each text's characters and what an entry costs besides (so that many tiny
// texts are bounded too): ~10 MB.
const CLEAN_TEXTS_MAX_UNITS = 4_000_000;
const ENTRY_UNITS = 16;
let cleanUnits = 0;

/** @internal How many scans were asked for, how many ran the rules and over how many characters (bench/secret-scans.ts). */
export const scanCounts = { calls: 0, passes: 0, chars: 0 };

function scan(text: string): Span[] {
  scanCounts.calls++;
  if (!text) return [];
  if (CLEAN_TEXTS.has(text)) return [];
  scanCounts.passes++;
  scanCounts.chars += text.length;
  const spans = scanRules(text);
  if (spans.length === 0) rememberClean(text);
  return spans;
}

function rememberClean(text: string): void {
  const units = text.length + ENTRY_UNITS;
  if (cleanUnits + units > CLEAN_TEXTS_MAX_UNITS) {
    CLEAN_TEXTS.clear();
    cleanUnits = 0;
  }
  CLEAN_TEXTS.add(text);
  cleanUnits += units;
}

/**
 * Runs every rule over `text`. `shortcuts: false` skips the hints and finds the token runs with a plain
 * regex: the slow reference a test compares the fast path with.
 */
function scanRules(text: string, shortcuts = true): Span[] {
  const shielded: { start: number; end: number }[] = [];
  if (text.includes("base64,"))
    for (const match of text.matchAll(DATA_URI))
      shielded.push({ start: match.index, end: match.index + match[0].length });
  const accepted: Span[] = [];
  const rules = secretRules();
  const literals = shortcuts ? ruleLiterals() : undefined;
  const found = literals?.set.find(text);
  for (let r = 0; r < rules.length; r++) {
    const rule = rules[r]!;
    if (found && !neededLiteralFound(literals!.ofRule[r], found)) continue;
    if (shortcuts && rule.hint && !hintsMatch(rule.hint, text)) continue;
    if (rule.withinTokenRuns === undefined) {
      applyRule(rule, text, 0, text, accepted, shielded);
      continue;
    }
    const runs = shortcuts ? tokenRuns(text, rule.withinTokenRuns) : tokenRunsByRegex(text, rule.withinTokenRuns);
    for (const [start, end] of runs) applyRule(rule, text.slice(start, end), start, text, accepted, shielded);
  }
  return accepted.sort((a, b) => a.start - b.start);
}

/** @internal The findings of a scan without its shortcuts, for the test that checks they change nothing. */
export function findSecretsWithoutShortcuts(text: string): SecretFinding[] {
  return withLines(text, scanRules(text, false));
}

// Every rule's needed literals in one set, and for each rule the ids of its own (none: the rule always runs).
let ruleLiteralSet: { set: LiteralSet; ofRule: ReadonlyArray<readonly number[] | undefined> } | undefined;

function ruleLiterals(): NonNullable<typeof ruleLiteralSet> {
  if (!ruleLiteralSet) {
    const all = [...new Set(secretRules().flatMap((rule) => rule.needs ?? []))];
    ruleLiteralSet = {
      set: new LiteralSet(all),
      ofRule: secretRules().map((rule) => rule.needs?.map((literal) => all.indexOf(literal))),
    };
  }
  return ruleLiteralSet;
}

function neededLiteralFound(ids: readonly number[] | undefined, found: Uint8Array): boolean {
  if (!ids) return true;
  for (let i = 0; i < ids.length; i++) if (found[ids[i]!] === 1) return true;
  return false;
}

function hintsMatch(hint: RegExp | readonly RegExp[], text: string): boolean {
  return hint instanceof RegExp ? hint.test(text) : hint.every((each) => each.test(text));
}

/** 1 for a character of `[A-Za-z0-9_.~+/=-]`: what provider tokens are made of. */
const TOKEN_CHAR = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.~+/=-")
  TOKEN_CHAR[c.charCodeAt(0)] = 1;

/**
 * The [start, end) of each maximal run of token characters at least `min` long. A run that long covers
 * one of every `min`-th character, so only those are looked at until one is a token character.
 */
function tokenRuns(text: string, min: number): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  const length = text.length;
  for (let probe = min - 1; probe < length; ) {
    if (TOKEN_CHAR[text.charCodeAt(probe)] !== 1) {
      probe += min;
      continue;
    }
    let start = probe;
    while (start > 0 && TOKEN_CHAR[text.charCodeAt(start - 1)] === 1) start--;
    let end = probe + 1;
    while (end < length && TOKEN_CHAR[text.charCodeAt(end)] === 1) end++;
    if (end - start >= min) runs.push([start, end]);
    probe = end + min;
  }
  return runs;
}

function tokenRunsByRegex(text: string, min: number): Array<[number, number]> {
  const pattern = new RegExp(`[A-Za-z0-9_.~+/=-]{${min},}`, "g");
  return [...text.matchAll(pattern)].map((run) => [run.index, run.index + run[0].length]);
}

/** Runs one rule over `part` (which starts at `offset` in `text`), adding the spans it accepts. */
function applyRule(
  rule: SecretRule,
  part: string,
  offset: number,
  text: string,
  accepted: Span[],
  shielded: { start: number; end: number }[],
): void {
  const pattern = rule.pattern;
  pattern.lastIndex = 0;
  // Characters of rejected values that may still be read again: enough for every value once, so a line of
  // `a=a=a=…` cannot make the scan quadratic.
  let lookAgainBudget = part.length + 4096;
  for (let match = pattern.exec(part); match; match = pattern.exec(part)) {
    if (match[0].length === 0) {
      pattern.lastIndex++;
      continue;
    }
    const found = spanOf(match);
    const start = found.start;
    let end = found.end;
    if (rule.trimEnd && !match.indices?.groups?.quoted) while (end > start && /[.,;:!?)\]]/.test(part[end - 1]!)) end--;
    if (end <= start) continue;
    const secret = part.slice(start, end);
    if (secret.includes(PLACEHOLDER_MARK)) continue;
    const verdict = rule.accept ? rule.accept(secret, match, text) : true;
    if (verdict === false) {
      // A value that is not a secret may hold one (`--from-literal=password=…`, a command in backticks after
      // `video:`): look again from the value on.
      const quotedValue = /^["'`]/.test(match.groups?.value ?? "");
      if (start > match.index && (quotedValue || secret.includes("=")) && lookAgainBudget >= end - start) {
        lookAgainBudget -= end - start;
        pattern.lastIndex = start;
      }
      continue;
    }
    const kind = verdict !== true ? verdict : rule.provider ? (providerKind(match)?.kind ?? rule.kind) : rule.kind;
    const span = { kind, start: start + offset, end: end + offset };
    if (overlaps(span, accepted) || overlaps(span, shielded)) continue;
    accepted.push(span);
  }
}

function withLines(text: string, spans: Span[]): SecretFinding[] {
  let line = 1;
  let from = 0;
  return spans.map((span) => {
    for (let i = from; i < span.start; i++) if (text.charCodeAt(i) === 10) line++;
    from = span.start;
    return { kind: span.kind, start: span.start, end: span.end, line };
  });
}

/** Read-only check: where `text` holds secrets (e.g. for `memory validate` or health on files already on disk). */
export function findSecrets(text: string): SecretFinding[] {
  return withLines(text, scan(text));
}

/** Replaces every secret of `text` with `[REDACTED:<kind>]`; the rest of the text is kept byte for byte. */
export function redactSecrets(text: string): RedactionResult {
  const spans = scan(text);
  if (spans.length === 0) return { text, findings: [] };
  let out = "";
  let at = 0;
  for (const span of spans) {
    out += text.slice(at, span.start) + placeholder(span.kind);
    at = span.end;
  }
  out += text.slice(at);
  // Redaction is idempotent: what it returns is clean, and the next layer that meets it pays nothing.
  rememberClean(out);
  return { text: out, findings: withLines(text, spans) };
}

/**
 * Redacts a frontmatter value: strings anywhere inside arrays and objects. A
 * string under a password- or secret-named key is redacted whole (as a quoted
 * assignment would be), a random-looking string under a token- or key-named key
 * too; a GCP service-account object loses its private key and key id.
 */
export function redactValue(
  value: unknown,
  key?: string,
  path = key ?? "",
): { value: unknown; findings: ValueFinding[] } {
  const findings: ValueFinding[] = [];
  const result = walk(value, key, path, findings);
  return { value: result, findings };
}

function walk(value: unknown, key: string | undefined, path: string, findings: ValueFinding[]): unknown {
  if (typeof value === "string") return redactString(value, key, path, findings);
  // YAML reads `password: 12345678` and `pin: 4821` as numbers: still secrets.
  if (typeof value === "number" && key !== undefined && isNumberSecret(key, value)) {
    findings.push({ kind: "password-assignment", path });
    return placeholder("password-assignment");
  }
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item, index) => {
      const next = walk(item, key, `${path}[${index}]`, findings);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? items : value;
  }
  const prototype = value && typeof value === "object" ? Object.getPrototypeOf(value) : undefined;
  if (value && (prototype === Object.prototype || prototype === null)) {
    const record = value as Record<string, unknown>;
    const serviceAccount = record.type === "service_account";
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [childKey, child] of Object.entries(record)) {
      const childPath = path ? `${path}.${childKey}` : childKey;
      let next: unknown;
      if (
        serviceAccount &&
        (childKey === "private_key" || childKey === "private_key_id") &&
        typeof child === "string" &&
        !isPlaceholder(child, true)
      ) {
        findings.push({ kind: "gcp-service-account", path: childPath });
        next = placeholder("gcp-service-account");
      } else {
        next = walk(child, childKey, childPath, findings);
      }
      if (next !== child) changed = true;
      out[childKey] = next;
    }
    return changed ? out : value;
  }
  return value;
}

function isNumberSecret(key: string, value: number): boolean {
  const role = keyRole(key);
  return (role === "password" && Math.abs(value) >= 1000) || (role === "pin" && isPinValue(String(value)));
}

function redactString(value: string, key: string | undefined, path: string, findings: ValueFinding[]): string {
  const { text, findings: found } = redactSecrets(value);
  for (const finding of found) findings.push({ kind: finding.kind, path });
  if (found.length > 0 || key === undefined || text.includes("\n")) return text;
  const kind = assignmentKind(key, JSON.stringify(text), "=", false);
  if (!kind) return text;
  findings.push({ kind, path });
  return placeholder(kind);
}

/** Counts findings per kind and field, in order of first appearance. */
export function summarizeRedactions(
  entries: readonly { kind: SecretKind; field: string; count?: number }[],
): Redaction[] {
  const byKey = new Map<string, Redaction>();
  for (const { kind, field, count = 1 } of entries) {
    const id = `${field}\u0000${kind}`;
    const existing = byKey.get(id);
    if (existing) existing.count += count;
    else byKey.set(id, { kind, field, count });
  }
  return [...byKey.values()];
}

/** One line for people: "aws-access-key (content), password-assignment ×2 (content)". */
export function describeRedactions(redactions: readonly SecretRedaction[]): string {
  return redactions.map(({ kind, field, count }) => `${kind}${count > 1 ? ` ×${count}` : ""} (${field})`).join(", ");
}

export function countRedactions(redactions: readonly SecretRedaction[]): number {
  return redactions.reduce((sum, { count }) => sum + count, 0);
}

/**
 * Redacts everything of a memory that lands on disk: title, body, tags, every
 * frontmatter field, and the extra keys of links. Every writer of new text
 * (write, imports, the JSON api, inboxes) passes its document through this.
 */
export function redactDocument(document: MemoryDocument): { document: MemoryDocument; redactions: Redaction[] } {
  const entries: { kind: SecretKind; field: string }[] = [];
  const title = redactSecrets(document.title);
  title.findings.forEach(({ kind }) => entries.push({ kind, field: "title" }));
  const body = redactSecrets(document.body);
  body.findings.forEach(({ kind }) => entries.push({ kind, field: "content" }));
  const tags = document.tags.map((tag) => {
    const result = redactSecrets(tag);
    result.findings.forEach(({ kind }) => entries.push({ kind, field: "tags" }));
    return result.text;
  });
  const links = document.links.map((link) => {
    const { target, created, ...rest } = link;
    const result = redactValue(rest);
    result.findings.forEach(({ kind }) => entries.push({ kind, field: "links" }));
    return result.findings.length > 0 ? { ...link, ...(result.value as typeof rest) } : link;
  });
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(document.fields)) {
    const result = redactValue(value, key);
    result.findings.forEach(({ kind }) => entries.push({ kind, field: key }));
    fields[key] = result.value;
  }
  if (entries.length === 0) return { document, redactions: [] };
  return {
    document: { ...document, title: title.text, body: body.text, tags, links, fields },
    redactions: summarizeRedactions(entries),
  };
}
