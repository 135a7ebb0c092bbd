// Checks of a value in its context: prose, calls, command lines, where a password is passed by position.

import { groups } from "./match-groups.js";
import {
  UUID,
  classChangeRate,
  hasUrlEncoding,
  isAccountId,
  isCodeReference,
  isDottedMadeValue,
  isFilePath,
  isKeyValue,
  isPinValue,
  isPlaceholder,
  isProseCodeReference,
  shannonEntropy,
} from "./values.js";
import { withoutTrailing } from "../text/index.js";

/** What follows a keyword in prose ("the password is hunter2"): a literal, not a word of the sentence. */
export function isProseSecret(secret: string, match: RegExpExecArray): boolean {
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
export function isPassphraseOfWords(value: string): boolean {
  return value.length >= 12 && /^[A-Za-z]+(?:[-_.][A-Za-z]+){2,}$/.test(value) && /[A-Z]/.test(value.slice(1));
}

/** A URL-encoded value decoded (as is when it is not well encoded). */
export function decodeURIComponentSafely(value: string): string {
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
export function isStoredSecret(secret: string, match: RegExpExecArray): boolean {
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
export function isCallArgumentSecret(secret: string, at: number, text: string): boolean {
  if (!isKeyValue(secret)) return false;
  const lineStart = text.lastIndexOf("\n", at) + 1;
  let lineEnd = text.indexOf("\n", at);
  if (lineEnd < 0) lineEnd = text.length;
  const line = text.slice(lineStart, at) + text.slice(at + secret.length + 2, lineEnd);
  // 40 or 64 hex digits, or base64 of a SHA-256's length: a digest, unless the line says it is a key.
  const digestShaped = /^[0-9a-f]{40}$|^[0-9a-f]{64}$/i.test(secret) || /^[A-Za-z0-9+/]{43}=$/.test(secret);
  if (digestShaped && (/sha|digest|hash|checksum|integrity|commit/i.test(line) || !/key|secret|jwt|sign/i.test(line)))
    return false;
  if (!line.includes("(") || /\b(?:public|publishable|search-only)\b/i.test(line)) return false;
  if (CREDENTIAL_CONTEXT.test(line)) return true;
  // Revision 19: or the sentence leading into the code names the key ("… the frontend build had the ADMIN key. From the
  // bundle:" then `algoliasearch("…", "…")`), and does not call it public.
  const leadIn = leadInSentence(lineStart, text);
  return /\bkeys?\b|secret|token/i.test(leadIn) && !/\b(?:public|publishable|search-only)\b/i.test(leadIn);
}

/** The line ending with a colon above the line starting at `lineStart`, a blank line between them at most. */
function leadInSentence(lineStart: number, text: string): string {
  let end = lineStart - 1;
  for (let lines = 0; lines < 2 && end > 0; lines++) {
    const start = text.lastIndexOf("\n", end - 1) + 1;
    const line = text.slice(start, end);
    if (/\S/.test(line)) return line.length <= 400 && /:[ \t]*$/.test(line) ? line : "";
    end = start - 1;
  }
  return "";
}

// The first part of a dotted name in code (`config.db.password`), which a password made of words does not start with.
const CODE_ROOT =
  /^(?:process|config|settings|os|env|this|self|app|ctx|context|secrets|vars|params|props|options|opts|request|req|data)\./;

/**
 * A quoted value right after the word "password" ("password `saffron.plum.shadow`"): a password when it has a digit
 * or a symbol, or is made of three or more words (dotted or spaced), and is no reference, placeholder or command.
 */
export function isQuotedPassword(inner: string): boolean {
  if (isPlaceholder(inner, true) || /[(){}$<>]/.test(inner) || CODE_ROOT.test(inner) || isFilePath(inner)) return false;
  if (/\s/.test(inner)) return isWordSecret(inner);
  return /[0-9!@#%^&*+=?~|]/.test(inner) || /^[a-z]+(?:[.-][a-z]+){2,}$/.test(inner);
}

/** Lower-case words of a seed phrase or a passphrase: none of the little words a sentence is made of. */
export function isWordSecret(secret: string): boolean {
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
export function isCallPassword(secret: string, at: number, text: string): boolean {
  // Revision 26: an account's id (Twilio's `AC…`) is the argument before the secret, not one.
  if (isPlaceholder(secret, true) || isAccountId(secret)) return false;
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
  // Revision 19: a variable and its value (`"AWS_REGION=sa-east-1"` of a `docker inspect` list): the assignment
  // rules read it by its name.
  if (/^[A-Z][A-Z0-9_]*=/.test(secret)) return false;
  return (CONNECTION_CONTEXT.test(before) || isMadePassword(secret)) && !/\b(?:public|publishable)\b/i.test(before);
}

/**
 * A password as people make them to satisfy a policy: both cases, a digit and a symbol (`!#$%^&*@`) inside it, 8 to
 * 40 characters. A name, a path, a format string or Markdown (`**Step1**`) is not one.
 */
export function isMadePassword(value: string, maxLength = 40): boolean {
  if (value.length < 8 || value.length > maxLength) return false;
  if (!/[a-z]/.test(value) || !/[A-Z]/.test(value) || !/\d/.test(value)) return false;
  if (!/^[A-Za-z0-9][^\s]*[!#$%^&*@][^\s]*[A-Za-z0-9]$/.test(value)) return false;
  // Code and Markup: a path, a property (`z4.$Zod`), a URL's encoding (`%5B`), a bundler's `Name$1`, an anchor
  // (`#L29`, `x5t#S256`), a metric (`nDCG@10`), a query (`a=b&c=d`), an identifier of several words.
  if (/[/\\<>()[\]{}`.=:?]/.test(value) || hasUrlEncoding(value) || (value.match(/_/g) ?? []).length > 1) return false;
  if (/\$\d+$|@\d+$|#[A-Z]?\d+$/.test(value) && !/#\d{2,}$/.test(value)) return false;
  // Revision 25: a language's name and a word (`C#Sharp10`, `F#Script2`), not a password.
  if (/^[CFJ]#[A-Z]?[a-z]*\d*$/.test(value)) return false;
  return !/^[\w.+-]+@[\w-]+\.[\w.-]+$/.test(value) && !isPlaceholder(value, true);
}

/** A command's argument after a login (an e-mail address): looks made, whatever its symbols (`Tamago-Yaki-7`). */
export function isPasswordAfterLogin(value: string): boolean {
  if (/^-/.test(value) || /^[a-z][\w+.-]*:/i.test(value) || /[/\\]/.test(value) || /@/.test(value)) return false;
  return isBareProseSecret(value) || isMadePassword(value);
}

/** A literal in a command-line form (`-pPW`, `user:PW`): not a variable, not a flag. */
export function isCliSecret(secret: string): boolean {
  return secret.length >= 3 && !isPlaceholder(secret, true) && !/^\$/.test(secret) && !/^-/.test(secret);
}

/** A value after a bare name: long, with letters and digits, and a symbol or both cases (`Rapsfeld_2023`). */
export function isBareProseSecret(secret: string): boolean {
  const value = withoutTrailing(secret, ".,;:!?)");
  if (value.length < 8 || !/\d/.test(value) || !/[A-Za-z\u00c0-\u024f]/.test(value)) return false;
  if (!/[^A-Za-z0-9]/.test(value) && !(/[a-z]/.test(value) && /[A-Z]/.test(value))) return false;
  if (/^[a-z][\w+.-]*:\/\//i.test(value) || /^v?\d+(?:\.\d+)+/.test(value)) return false;
  return !isPlaceholder(value, false) && !isFilePath(value) && !isProseCodeReference(value) && !isCodeReference(value);
}

// Words of hosts', services' and projects' names, which a password of words does not hold.
const INFRA_WORDS = new Set(
  "prod production staging stage dev test qa db data cache web api srv server node host cluster backup primary replica app service svc eu us west east north south central project shop acme internal local edge worker job demo sandbox".split(
    " ",
  ),
);

/**
 * A value on a line that names a password, as people make one: eight to 64 characters with letters and digits, and
 * a symbol or both cases (`Tulip263!`, `Squid2012%`, `cactus3903CAC#`), or three words or more joined by dashes, one
 * of them a number (`basil-hazel-23-raven`). Not a host (`srv-hv03`), an address, a path, a version or a name in code.
 */
export function isNamedLineValue(value: string): boolean {
  if (value.length < 8 || value.length > 64 || !/\p{L}/u.test(value)) return false;
  if (!/\d/.test(value)) return isMadeWithoutDigit(value);
  if (/^[a-z][\w+.-]*:\/\//i.test(value) || /[/\\]/.test(value) || /@[\w-]+\.[\w.-]+$/.test(value)) return false;
  if (/^v?\d+(?:\.\d+)+/.test(value) || hasUrlEncoding(value) || UUID.test(value)) return false;
  if (
    isPlaceholder(value, true) ||
    ((isProseCodeReference(value) || isCodeReference(value)) && !isDottedMadeValue(value))
  )
    return false;
  // Code and markup (`TArg<KDFInput>`, `ENC[AES256_GCM,…]`), a password's hash (`$2b$12$…`), an account's id.
  if (/[()[\]{}<>=]/.test(value) || /^\$(?:2[abxy]?|argon2\w*|[156]|y|scrypt)\$/.test(value) || isAccountId(value))
    return false;
  // Words joined by dashes with a number among them, not at the end (`shop-analytics-318207` is a project's id).
  if (/^(?:\p{Ll}{3,}-)+\p{Ll}*\d[\p{Ll}\d]*(?:-\p{Ll}{3,})+$/u.test(value)) return true;
  // Revision 10: three words or more, then a short number (`naranjas-del-turia-2024`), none of them a word of a
  // host's or a project's name (`acme-data-prod-4821`).
  if (/^\p{Ll}{3,}(?:-\p{Ll}{2,}){2,}-\d{2,4}$/u.test(value) && !value.split("-").some((word) => INFRA_WORDS.has(word)))
    return true;
  // Revision 12: a capitalised word then a year or a number (`Mietze2019`), capitalised words joined by dashes with a
  // number (`Pve-R00t-2024`, `Tech-Fix-Only-9`): how people make a password they must remember.
  if (/^\p{Lu}\p{Ll}{2,}\d{2,4}$/u.test(value) || /^(?:\p{Lu}[\p{L}\d]*-)+\p{L}*\d[\p{L}\d]*$/u.test(value))
    return true;
  // Groups joined by dashes, both cases among them, one group mixing letters and digits (`9I-nho-S97r`).
  if (
    /^[\p{L}\d]{2,}(?:-[\p{L}\d]{2,})+$/u.test(value) &&
    /\p{Lu}/u.test(value) &&
    /\p{Ll}/u.test(value) &&
    value.split("-").some((group) => /\d/.test(group) && /\p{L}/u.test(group))
  )
    return true;
  // Revision 18: lower-case words joined by dots or underscores, then a number (`qorvan.belzit.3816`), none of them a
  // word of a host's or a project's name; groups joined by dashes, some of one letter, both cases and a digit among
  // them and a group switching case inside (`kTd83QWZ-P-m`, `vrnEq-hLOXs-417`); dotted parts no name is written as
  // (`KQTD4817.vmwa`): what generators and people make.
  if (isWordsThenNumber(value) || isDashedMadeValue(value) || isDottedMadeValue(value)) return true;
  // A symbol; or, without one, letters and digits changing like a random string's (`Pbkdf2Opt` is a type's name).
  if (/[!#$%&*+?@^~_|;]/.test(value)) return true;
  return value.length >= 12 && /\p{Lu}/u.test(value) && /\p{Ll}/u.test(value) && classChangeRate(value) >= 0.3;
}

/** Revision 18. `qorvan.belzit.3816`, `otter_quilt_77`: two lower-case words or more, one separator, a number last. */
function isWordsThenNumber(value: string): boolean {
  const found = /^\p{Ll}{4,}(?<sep>[._])\p{Ll}{3,}(?:\k<sep>\p{Ll}{3,})*\k<sep>\d{2,4}$/u.exec(value);
  return found !== null && !value.split(/[._]/).some((word) => INFRA_WORDS.has(word));
}

/** Revision 18. `kTd83QWZ-P-m`, `vrnEq-hLOXs-417`: three groups or more, both cases, a digit, a group switching case. */
function isDashedMadeValue(value: string): boolean {
  if (value.length < 10 || !/^[\p{L}\d]+(?:-[\p{L}\d]+){2,}$/u.test(value) || !/\d/.test(value)) return false;
  if (!/\p{Lu}/u.test(value) || !/\p{Ll}/u.test(value)) return false;
  return value.split("-").some((group) => /\p{Ll}\p{Lu}/u.test(group) && group.length >= 4);
}

/**
 * Revision 12. A generated password with no digit, on a line that names a password: ten characters or more, two
 * capitals and two lower-case letters switching case as no name does, with a symbol among them or, letters alone,
 * switching more often; not words in camel case (`EndOfFile`, `JSDocTokenKind`, `PowerShell`), an identifier
 * (`Foo_Bar`), code or a placeholder.
 */
function isMadeWithoutDigit(raw: string): boolean {
  const value = withoutTrailing(raw, ".,;:");
  if (value.length < 10 || /[()[\]{}<>/\\]|^[$%@&]|::|=>|->|\.\w/.test(value)) return false;
  if (isPlaceholder(value, true) || isProseCodeReference(value) || isCodeReference(value)) return false;
  if (/^[A-Za-z]+(?:_[A-Za-z]+)+$/.test(value)) return false;
  const letters = value.replace(/[^\p{L}]/gu, "");
  const symbols = (value.match(/[!#$%&*+?@^~|;=_]/g) ?? []).length;
  // Symbols among letters of both cases, three or more: no word is written so; not a query (`?q=fast-glob`).
  if (
    symbols >= 3 &&
    /\p{Lu}.*\p{Lu}/u.test(letters) &&
    /\p{Ll}/u.test(letters) &&
    !/^[?&][\w.-]+=|\w=\w+[&-]/.test(value)
  )
    return true;
  if ((letters.match(/\p{Lu}/gu) ?? []).length < 2 || (letters.match(/\p{Ll}/gu) ?? []).length < 2) return false;
  let switches = 0;
  for (let i = 1; i < letters.length; i++)
    if (/\p{Lu}/u.test(letters[i]!) !== /\p{Lu}/u.test(letters[i - 1]!)) switches++;
  if (symbols > 0) return switches >= 3;
  // Letters alone: capitals in runs, twice or more after the start (`…QWRty…PLmn…`); camel case has one capital a word.
  return switches >= 4 && (letters.slice(1).match(/\p{Lu}{2,}/gu) ?? []).length >= 2;
}

/**
 * Revision 10. A password as a generator makes one, recognisable without any word naming it: 10 to 40 characters
 * with two capitals at least, a lower-case letter, a digit and a symbol (`!#$%^&*?@~|`) that base64 does not hold,
 * mixed like a random string. Not code or markup (operators, brackets, a format, a variable, a URL's encoding), an
 * address, a file's name or a scheme.
 */
export function isGeneratedPassword(value: string): boolean {
  if (value.length < 10 || value.length > 40) return false;
  if ((value.match(/[A-Z]/g) ?? []).length < 2 || !/[a-z]/.test(value) || !/\d/.test(value)) return false;
  // A symbol before the end (`x509IssuerOu?` and `maxCount!` are TypeScript's optional and non-null marks).
  if (!/[!#$%^&*?@~|](?!$)/.test(value)) return false;
  if (/[\s/\\<>()[\]{}`"',]/.test(value) || /^[$%@&#]|^([*_]).*\1$/.test(value)) return false;
  if (/::|->|=>|&&|\|\||==|!=|\.\.|\?\.|\$\{|\$\(|^[A-Za-z][\w+.-]*:/.test(value) || hasUrlEncoding(value))
    return false;
  // An address, a file's name, a query; a member of an object (`core.$ZodUUIDv7Params`), a `$Name` of code.
  // Revision 15: a query's tail from its first value on (`staging&REF=release-3.14` of `?ENV=staging&REF=…`).
  if (
    /@[\w-]+\.[A-Za-z]{2,}|\.[a-z]{2,4}$|=[^&]*&[\w-]+=|^[^=&]*&[A-Za-z_][\w.-]*=|[A-Za-z_]\.[$A-Za-z_]|\$[A-Z][a-z]/.test(
      value,
    )
  )
    return false;
  // Names of code: a bundler's `ServerOptions$3`, words in camel case (`UserConfig`), an anchor or a version's tag.
  // A location (`path#heading:L1-L9`), a package's version (`v8@3.14.5`), an anchor of words joined by underscores,
  // a header's parameter (`filename*=UTF-8`).
  if (/:|@\d+\.\d|\$\d|\*=|_.*_/.test(value) || /^[a-z]+=[A-Za-z][\w-]*$/.test(value)) return false;
  const suffix = /(?:\$\d+|@\d+|#[A-Z]?\d+)$/.exec(value);
  if (
    (suffix && !/[!#$%^&*?@~|;]/.test(value.slice(0, suffix.index))) ||
    (value.match(/[A-Z][a-z]{3,}/g) ?? []).length >= 2
  )
    return false;
  if (isPlaceholder(value, true) || isProseCodeReference(value)) return false;
  return classChangeRate(value) >= 0.2 || (value.length >= 12 && shannonEntropy(value) >= 3.4);
}
