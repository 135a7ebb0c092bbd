// Secret detection and redaction (spec 001 invariant 5: secret-bearing values
// are redacted before persistence). Pure: no I/O. Each secret found is
// replaced by a typed placeholder `[REDACTED:<kind>]`; everything else in the
// text stays byte-identical, and redacting a redacted text changes nothing.
//
// The rule table is our own (see README, "Privacy: secret redaction" for why no
// npm pattern set is used). Provider tokens are matched by their documented
// shapes; passwords and generic secrets only in a key-like context
// (`password = …`, `api_key: …`, `--token …`), never as bare strings in prose.

import type { MemoryDocument } from "./memory-file.js";
import type { SecretRedaction } from "./types.js";

export type SecretKind =
  | "private-key"
  | "gcp-service-account"
  | "gcp-api-key"
  | "aws-access-key"
  | "aws-secret-key"
  | "github-token"
  | "gitlab-token"
  | "slack-webhook"
  | "slack-token"
  | "npm-token"
  | "anthropic-key"
  | "openai-key"
  | "stripe-key"
  | "jwt"
  | "url-password"
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
  /** Cheap test on the whole text before the pattern runs. */
  hint?: RegExp;
  /** A further check of a match; false = not a secret. */
  accept?: (secret: string, match: RegExpExecArray, text: string) => boolean;
}

// ── key-like contexts ──────────────────────────────────────────────────────

// `key = value`, `key: value`, `"key": "value"`, `key := value`, `key => value`.
// The key is a whole identifier-ish word (dotted, dashed, quoted); the value a
// quoted string or one unquoted token on the same line.
const ASSIGNMENT =
  /(?<![A-Za-z0-9_.$-])(?<key>[A-Za-z0-9_.-]*[A-Za-z0-9_])["']?[ \t]*(?<sep>:=|=>|=|:)[ \t]*(?<value>"(?:[^"\\\n]|\\.)*"|'[^'\n]*'|`[^`\n]*`|[^\s"'`,;)}\]>]+)/dg;
// `--password value`, `--api-token value` on a command line.
const FLAG = /(?<=^|\s)--(?<key>[A-Za-z0-9-]*(?:password|passwd|secret|token|api-?key)[A-Za-z0-9-]*)[ \t]+(?<value>"[^"\n]*"|'[^'\n]*'|[^\s"'-][^\s"']*)/dgi;

// `pass` only as a whole word of the key: DB_PASS, smtp.pass (not `passes`, `bypass`, `compass`).
const PASSWORD_KEY = /(?:password|passwd|passphrase|pwd|secret|(?<![A-Za-z])pass(?![a-z]))/i;
const TOKEN_KEY =
  /(?:token|api[-_]?key|apikey|access[-_]?key|auth[-_]?key|private[-_]?key|signing[-_]?key|encryption[-_]?key|master[-_]?key|client[-_]?key|app[-_]?key|license[-_]?key|credentials?|auth|bearer)/i;
// What follows the keyword in a key that names something about the secret, not the secret:
// `password_policy`, `secretName`, `passwordLength`, `token_type`, `max_tokens` (plural).
const DESCRIPTIVE_SUFFIX =
  /^(?:s|es|name|names|ref|refs|keyref|id|ids|path|paths|file|filename|dir|length|len|minlength|maxlength|min|max|policy|type|types|field|fields|hint|label|prompt|reset|resetting|changed|expiry|expires|expiration|expiresat|expiresin|ttl|hash|hashed|hashing|algorithm|algo|rotation|store|manager|provider|arn|version|env|var|scope|scopes|count|counts|limit|strength|rules|url|uri|endpoint|input|header|flag|enabled|required|mode|format|source|location|usage|budget|size|lifetime|kind|template|regex|pattern|placeholder|mount|volume|backend|engine|method|encoding|encoder|decoder|parser|izer|ize|ized|ization|ise|count)$/;

const TYPE_WORDS = new Set([
  "string", "str", "number", "int", "integer", "float", "bool", "boolean", "bytes", "any", "unknown", "object",
  "null", "nil", "none", "undefined", "true", "false", "yes", "no", "on", "off", "optional", "required", "text",
  "password", "passwd", "pass", "pwd", "secret", "secrets", "token", "redacted", "hidden", "masked", "empty",
  "n/a", "na", "tbd", "todo", "example", "sample", "dummy", "placeholder", "env", "inherit", "default",
]);

/** Key word after the keyword, e.g. `password_policy` → "policy"; `DB_PASSWORD` → "". */
function keySuffix(key: string, keyword: RegExp): string {
  const match = keyword.exec(key);
  if (!match) return "";
  return key.slice(match.index + match[0].length).replace(/[^A-Za-z0-9]/g, "").toLowerCase();
}

function isPasswordKey(key: string): boolean {
  return PASSWORD_KEY.test(key) && !DESCRIPTIVE_SUFFIX.test(keySuffix(key, PASSWORD_KEY));
}

function isTokenKey(key: string): boolean {
  return TOKEN_KEY.test(key) && !DESCRIPTIVE_SUFFIX.test(keySuffix(key, TOKEN_KEY));
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
function isPlaceholder(inner: string, quoted = false): boolean {
  const value = inner.trim();
  if (value.length === 0 || value.includes(PLACEHOLDER_MARK)) return true;
  if (/^(?:\$\{|\$\(|\{\{|%\()/.test(value)) return true; // ${X} $(cmd) {{ x }} %(x)s
  if (/^\$[A-Za-z_][A-Za-z0-9_]*$/.test(value) || /^%[sd]$/.test(value)) return true; // $VAR, %s
  if (/^<[^<>]*>?$/.test(value) || /^\{[A-Za-z_][\w.-]*\}?$/.test(value)) return true; // <your-password> {password}
  if (!quoted && /^[!&*@]/.test(value)) return true; // YAML !tag, &anchor, *alias; @file
  if (/^(.)\1+$/.test(value) || /^(?:\.{3}|…)/.test(value) || /^x{3,}$/i.test(value)) return true; // ***, xxxx, ...
  if (TYPE_WORDS.has(value.toLowerCase())) return true;
  if (/^your[-_ ]/i.test(value) || /^(?:https?|file|ftp):\/\//i.test(value)) return true;
  return false;
}

/** `process.env.X`, `config.db.password`, `getpass()`, `os.environ["X"]`, `Optional[str]`. */
function isCodeReference(inner: string): boolean {
  return /[([{]/.test(inner) || /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(inner);
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
  const classOf = (code: number) => (code >= 48 && code <= 57 ? 1 : code >= 97 && code <= 122 ? 2 : code >= 65 && code <= 90 ? 3 : 0);
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
  return value.length >= GENERIC_MIN_LENGTH && shannonEntropy(value) >= GENERIC_MIN_ENTROPY && classChangeRate(value) >= GENERIC_MIN_CLASS_CHANGES;
}

/** `/home/me`, `./data`, `~/x`, `C:\\Users`: a directory, not a password (`PWD=/home/me`). */
function isFilePath(inner: string): boolean {
  return /^(?:\.{0,2}\/|~\/|[A-Za-z]:\\)/.test(inner);
}

function isPasswordValue(value: string, separator: string, gapBeforeValue: boolean): boolean {
  const { inner, quoted } = unquote(value);
  if (isPlaceholder(inner, quoted) || isFilePath(inner)) return false;
  if (quoted) return inner.length >= 3;
  if (inner.length < 3 || isCodeReference(inner)) return false;
  const hasDigitOrSymbol = /[0-9!@#$%^&*+=?~|\\/]/.test(inner);
  if (separator === ":") {
    // YAML or prose ("Forgot password: click the link"): plain words are prose.
    return hasDigitOrSymbol || (inner.length >= 12 && /[a-z]/.test(inner) && /[A-Z]/.test(inner));
  }
  // `password = userInput` with a space before the value is code; `PASSWORD=hunter` is an env file.
  if (gapBeforeValue && /^[A-Za-z_]+$/.test(inner)) return false;
  return true;
}

function isGenericSecretValue(value: string): boolean {
  const { inner, quoted } = unquote(value);
  if (isPlaceholder(inner, quoted) || isCodeReference(inner)) return false;
  if (!/^[A-Za-z0-9+/=_.~:-]+$/.test(inner)) return false;
  return looksRandom(inner);
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

// ── the rule table, most specific first (an earlier rule's span wins) ────────

export const SECRET_RULES: readonly SecretRule[] = [
  // The `private_key` / `private_key_id` strings of a GCP service-account JSON key file.
  {
    kind: "gcp-service-account",
    pattern: /"private_key(?:_id)?"\s*:\s*"(?<secret>(?:[^"\\\n]|\\.)+)"/dg,
    hint: /"type"\s*:\s*"service_account"/,
  },
  // PEM / OpenSSH / PGP private key blocks, BEGIN to END.
  {
    kind: "private-key",
    pattern: /-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----[\s\S]{0,16384}?-----END[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----/dg,
    hint: /PRIVATE KEY/,
  },
  // A private key block cut short (no END line): the header and the base64 lines after it.
  {
    kind: "private-key",
    pattern: /-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----(?:(?:\r?\n|\\n){1,2}(?:[A-Za-z0-9+/=]{16,}|[A-Z][A-Za-z-]+: [^\n\\]*))*/dg,
    hint: /PRIVATE KEY/,
  },
  // AWS access key id: AKIA (long-term), ASIA (temporary) … + 16 upper-case letters or digits.
  { kind: "aws-access-key", pattern: /\b(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}\b/dg },
  // AWS secret access key: 40 base64 characters after an aws_secret_access_key-like key.
  {
    kind: "aws-secret-key",
    pattern:
      /(?<![A-Za-z0-9])(?:aws_?)?secret_?(?:access_?)?key["']?\s*(?::|=>|=)\s*["']?(?<secret>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])/dgi,
  },
  // Google API key.
  { kind: "gcp-api-key", pattern: /\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/dg },
  // GitHub tokens: classic (ghp_ gho_ ghu_ ghs_ ghr_) and fine-grained (github_pat_).
  { kind: "github-token", pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,251}|github_pat_[A-Za-z0-9_]{50,255})(?![A-Za-z0-9_])/dg },
  // GitLab tokens: personal, deploy, pipeline trigger, runner, feed, CI job, OAuth … and runner registration.
  { kind: "gitlab-token", pattern: /\b(?:gl(?:pat|dt|ptt|rt|ft|cbt|imt|oas|soat)-[A-Za-z0-9_-]{20,}|GR1348941[A-Za-z0-9_-]{20,})/dg },
  // Slack incoming webhook / workflow URLs (the whole URL is the secret).
  { kind: "slack-webhook", pattern: /https:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9_/-]{8,}/dg },
  // Slack bot, user, app-level and refresh tokens.
  { kind: "slack-token", pattern: /\b(?:xox[abposre]-[A-Za-z0-9-]{10,}|xapp-\d-[A-Z0-9]+-\d+-[a-z0-9]+)/dg },
  // npm access tokens, and the value of `_authToken=` in .npmrc.
  { kind: "npm-token", pattern: /\bnpm_[A-Za-z0-9]{36}(?![A-Za-z0-9])/dg },
  {
    kind: "npm-token",
    pattern: /:_authToken\s*=\s*(?<secret>[^\s"'$]\S*)/dg,
    accept: (secret) => !isPlaceholder(secret),
  },
  // Anthropic API and admin keys (sk-ant-api03-…, sk-ant-admin01-…).
  { kind: "anthropic-key", pattern: /\bsk-ant-[a-z]{2,}\d{0,3}-[A-Za-z0-9_-]{20,}/dg },
  // OpenAI keys: project / service-account / admin keys, legacy keys (with the T3BlbkFJ marker or 32+ random characters).
  {
    kind: "openai-key",
    pattern: /\bsk-(?:(?:proj|svcacct|admin|None)-[A-Za-z0-9_-]{20,}|[A-Za-z0-9]{32,}(?![A-Za-z0-9_-]))/dg,
    accept: (secret) => /^sk-(?:proj|svcacct|admin|None)-/.test(secret) || (/[0-9]/.test(secret) && /[a-z]/.test(secret) && /[A-Z]/.test(secret)),
  },
  // Stripe secret and restricted keys.
  { kind: "stripe-key", pattern: /\b[sr]k_(?:live|test)_[A-Za-z0-9]{20,}/dg },
  // JSON Web Tokens: base64url header ({"…) . payload . signature.
  { kind: "jwt", pattern: /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}(?![A-Za-z0-9_-])/dg },
  // The password of a URL's userinfo: scheme://user:PASSWORD@host.
  {
    kind: "url-password",
    pattern: /\b[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s:/?#@"'<>[\]]*:(?<secret>[^\s/?#@"'<>]+)@(?=[A-Za-z0-9[])/dg,
    accept: (secret) => !isPlaceholder(secret),
  },
  // `Authorization: Bearer <token>` / `Basic <base64>` with a random-looking token.
  {
    kind: "generic-secret",
    pattern: /\b(?:Bearer|Basic)[ \t]+(?<secret>[A-Za-z0-9._~+/-]{16,}=*)/dg,
    accept: (secret) => isGenericSecretValue(secret),
  },
  // Any literal value assigned to a password- or secret-named key.
  {
    kind: "password-assignment",
    pattern: ASSIGNMENT,
    hint: /pass|pwd|secret/i,
    accept: (_secret, match) => {
      const { key, sep, value } = groups(match);
      return isPasswordKey(key ?? "") && isPasswordValue(value ?? "", sep ?? "", gapBeforeValue(match));
    },
  },
  {
    kind: "password-assignment",
    pattern: FLAG,
    accept: (_secret, match) => {
      const { key, value } = groups(match);
      return isPasswordKey(key ?? "") && isPasswordValue(value ?? "", "=", false);
    },
  },
  // A high-entropy value assigned to a token-, key- or credential-named key.
  {
    kind: "generic-secret",
    pattern: ASSIGNMENT,
    hint: /token|key|credential|auth|bearer/i,
    accept: (_secret, match) => isTokenKey(groups(match).key ?? "") && isGenericSecretValue(groups(match).value ?? ""),
  },
  {
    kind: "generic-secret",
    pattern: FLAG,
    accept: (_secret, match) => isTokenKey(groups(match).key ?? "") && isGenericSecretValue(groups(match).value ?? ""),
  },
];

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

/** The span a match redacts: the `secret` group, else the assignment's value (unquoted), else the whole match. */
function spanOf(match: RegExpExecArray): { start: number; end: number } {
  const indices = match.indices?.groups;
  const secret = indices?.secret;
  if (secret) return { start: secret[0], end: secret[1] };
  const value = indices?.value;
  if (value) {
    const raw = match.groups?.value ?? "";
    const { quoted } = unquote(raw);
    return quoted ? { start: value[0] + 1, end: value[1] - 1 } : { start: value[0], end: value[1] };
  }
  return { start: match.index, end: match.index + match[0].length };
}

function scan(text: string): Span[] {
  if (!text) return [];
  const shielded: { start: number; end: number }[] = [];
  for (const match of text.matchAll(DATA_URI)) shielded.push({ start: match.index, end: match.index + match[0].length });
  const accepted: Span[] = [];
  for (const rule of SECRET_RULES) {
    if (rule.hint && !rule.hint.test(text)) continue;
    const pattern = rule.pattern;
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      if (match[0].length === 0) {
        pattern.lastIndex++;
        continue;
      }
      const { start, end } = spanOf(match);
      if (end <= start) continue;
      const secret = text.slice(start, end);
      if (secret.includes(PLACEHOLDER_MARK)) continue;
      if (rule.accept && !rule.accept(secret, match, text)) continue;
      const span = { kind: rule.kind, start, end };
      if (overlaps(span, accepted) || overlaps(span, shielded)) continue;
      accepted.push(span);
    }
  }
  return accepted.sort((a, b) => a.start - b.start);
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
  return { text: out, findings: withLines(text, spans) };
}

/**
 * Redacts a frontmatter value: strings anywhere inside arrays and objects. A
 * string under a password- or secret-named key is redacted whole (as a quoted
 * assignment would be), a random-looking string under a token- or key-named key
 * too; a GCP service-account object loses its private key and key id.
 */
export function redactValue(value: unknown, key?: string, path = key ?? ""): { value: unknown; findings: ValueFinding[] } {
  const findings: ValueFinding[] = [];
  const result = walk(value, key, path, findings);
  return { value: result, findings };
}

function walk(value: unknown, key: string | undefined, path: string, findings: ValueFinding[]): unknown {
  if (typeof value === "string") return redactString(value, key, path, findings);
  // YAML reads `password: 12345678` as a number: still a password.
  if (typeof value === "number" && key !== undefined && isPasswordKey(key) && Math.abs(value) >= 1000) {
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
      if (serviceAccount && (childKey === "private_key" || childKey === "private_key_id") && typeof child === "string" && !isPlaceholder(child, true)) {
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

function redactString(value: string, key: string | undefined, path: string, findings: ValueFinding[]): string {
  const { text, findings: found } = redactSecrets(value);
  for (const finding of found) findings.push({ kind: finding.kind, path });
  if (found.length > 0 || key === undefined || text.includes("\n")) return text;
  if (isPasswordKey(key) && isPasswordValue(JSON.stringify(text), "=", false)) {
    findings.push({ kind: "password-assignment", path });
    return placeholder("password-assignment");
  }
  if (isTokenKey(key) && isGenericSecretValue(text)) {
    findings.push({ kind: "generic-secret", path });
    return placeholder("generic-secret");
  }
  return text;
}

/** Counts findings per kind and field, in order of first appearance. */
export function summarizeRedactions(entries: readonly { kind: SecretKind; field: string; count?: number }[]): Redaction[] {
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
