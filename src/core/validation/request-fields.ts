// Validation of what a caller asks to write. Pure: throws the typed errors.

import { isAscii } from "../text/index.js";
import { InvalidTagsError, InvalidTypeError, UsageError } from "../errors.js";
import { isMemoryType, isScope } from "../memory-types.js";
import { findSecrets, PASSWORD_NAMING_WORD } from "../secrets/index.js";
import { looksLikeKeyMaterial } from "../slug.js";
import { MEMORY_TYPES, SCOPES, type MemoryType, type Scope } from "../types.js";

// Made on first need, and not for ASCII tags (nearly all): parsing and compiling Unicode property classes is
// costly; the ASCII pattern matches an ASCII tag exactly as it would.
let tagPattern: RegExp | undefined;
const ASCII_TAG_PATTERN = /^[a-z0-9][a-z0-9._+#/-]{0,49}$/;

/**
 * Whether a lower-cased tag is well formed: 1–50 letters, marks, digits or . _ + # / -, starting with a letter or digit
 * (and a mask's stars, `****`, inside).
 */
export function isWellFormedTag(typed: string): boolean {
  // Revision 22 of the secret rules: a masked value's run of stars inside a tag (`sk_live_****9f3c`, as a
  // dashboard prints a revoked key) is kept as typed; it shows no secret.
  const tag = typed.length <= 50 ? typed.replace(/(?<=.)\*{3,}/g, "_") : typed;
  if (isAscii(tag)) return ASCII_TAG_PATTERN.test(tag);
  // After the first character, a modifier letter or a mark: Japanese's prolonged sound `ー` (`パスワード`), a vowel
  // sign of Devanagari or Thai.
  return (tagPattern ??= /^[\p{Ll}\p{Lo}\p{N}][\p{Ll}\p{Lo}\p{Lm}\p{M}\p{N}._+#/-]{0,49}$/u).test(tag);
}

export function parseMemoryType(value: unknown): MemoryType {
  const word = typeof value === "string" ? value.trim().toLowerCase() : value;
  if (isMemoryType(word)) return word;
  if (value === undefined || value === null || value === "") {
    throw new InvalidTypeError(`A type is required: --type ${MEMORY_TYPES.join("|")}.`, {
      type: null,
      allowed: [...MEMORY_TYPES],
    });
  }
  throw new InvalidTypeError(`Invalid type ${JSON.stringify(value ?? null)}: use one of ${MEMORY_TYPES.join(", ")}.`, {
    type: value ?? null,
    allowed: [...MEMORY_TYPES],
  });
}

export function parseScope(value: unknown): Scope {
  if (isScope(value)) return value;
  throw new UsageError(`Invalid scope ${JSON.stringify(value)}: use one of ${SCOPES.join(", ")}.`, { scope: value });
}

export function parseScopeOrAll(value: unknown): Scope | "all" {
  return value === "all" ? "all" : parseScope(value);
}

// A code's names besides a password's: door, alarm and locker codes, PINs, Wi-Fi keys, in the languages tags are typed in;
// revision 12: a one-time password's seed.
const CODE_NAME = /(?:code|codigo|c\u00f3digo|codice|kod|pin|puk|wifi|wi-fi|wlan|combo|combination|seed|totp)/iu;

// Revision 14: what a code opens, then the code itself (`tür-8878`, `gate-4471#`): four to eight digits, not a year.
const LOCK_NAME =
  /(?<!\p{L})(?:t(?:\u00fc|ue)r|door|gate|porte|puerta|porta|port\u00e3o|alarm|alarme|safe|tresor|lockbox|keypad|digicode|locker|spind|garage)(?!\p{L})/iu;

/**
 * A tag that names a password or a code and goes on with a value (`door-code-5519`, `mdp=Tartiflette88`,
 * `пароль-Berezka2024`): the part after the name holds a digit and is four characters or more. A tag
 * about the topic (`password-reset`, `wifi-6`, `code-review-2024`) is not one.
 */
function namesASecretsValue(tag: string): boolean {
  for (const name of [PASSWORD_NAMING_WORD, CODE_NAME]) {
    const found = name.exec(tag);
    if (!found) continue;
    const next =
      tag
        .slice(found.index + found[0].length)
        .split(/[-=:\s]+/)
        .find(Boolean) ?? "";
    if (next.length >= 4 && /\d/.test(next)) return true;
  }
  const lock = LOCK_NAME.exec(tag);
  if (!lock) return false;
  const code = /^[-=:\s]+(\d{4,8})#?$/.exec(tag.slice(lock.index + lock[0].length))?.[1];
  return code !== undefined && !/^(?:19|20)\d\d$/.test(code) && !/^(\d)\1+$/.test(code);
}

/**
 * Revision 12. A tag typed as a made password or a key: a capitalised word after a separator and a digit
 * (`Kaffee-Bohne-2024`, `onigiri-Sake-5`, `Movistar_Fibra_55`), or a word that looks random. Checked as typed:
 * lower-cased, it reads as a topic.
 */
function looksLikeMadePassword(tag: string, hashNamed: boolean): boolean {
  if (tag.length >= 8 && /\d/.test(tag) && /\p{Ll}[-_]\p{Lu}|\p{Lu}\p{Ll}+[-_]\p{Lu}/u.test(tag)) return true;
  // Revision 28: a word, digits and capitals run together (`…-<word>1234ABC`), as a device's password is made.
  if (tag.length <= 50 && /\p{Ll}{3}\d{3,}\p{Lu}{2}/u.test(tag) && !/^[0-9a-f]+$/i.test(tag)) return true;
  // A word of letters and digits changing places as a key's do (a one-time password's seed in base32), or 12 hex
  // digits and more; not digits alone (a date), nor a UUID (an incident's or a record's id).
  return tag
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, " ")
    .split(/[^A-Za-z0-9]+/)
    .some(
      (word, i, words) =>
        /[A-Za-z]/.test(word) &&
        looksLikeKeyMaterial(word) &&
        !isHashTag(word, hashNamed) &&
        !isIban(word) &&
        !SERIAL_PREFIX.test(words[i - 1] ?? ""),
    );
}

// Revision 28: what says the word after it is a device's serial number or an id (`sn-<serial>`, `imei-…`), not a key.
const SERIAL_PREFIX = /^(?:sn|serial|imei|eui|deveui|mac)$/i;

/** Revision 26. An IBAN whose check digits hold (`de89…`, the fixtures' and the docs' account): a number, not a key. */
function isIban(word: string): boolean {
  if (!/^[a-z]{2}\d{2}[a-z0-9]{11,30}$/i.test(word)) return false;
  const digits = (word.slice(4) + word.slice(0, 4))
    .toUpperCase()
    .replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

// Revision 26: a tag naming what a memorable password opens (a network, a keystore, a game server's remote console),
// beside the password typed as a tag of its own or after the name (`wlan, <words>-24`, `rcon-<words>-4417`).
const HOLDER_NAME =
  /^(?:wlan|wifi|wi-fi|ssid|wpa2?|psk|keystore|keychain|rcon|vpn|router|pw|pwd|pass|passwd|passphrase|password|passwort|senha|login|creds|credentials)$/i;
// Revision 28: a device's secret's tag: an SNMP community's, a BMC's.
const DEVICE_SECRET_TAG = /^(?:snmp|community|idrac|ilo|ipmi|bmc|radius|tacacs)$/i;
// Words that start an id, not a password (`incident-2717`, `build-6918`, `pedido-br-2024-118833`).
const ID_NOUN =
  /^(?:incident|incidente|ticket|issue|bug|pr|mr|build|release|run|job|sprint|pay|order|pedido|case|sag|task|story|epic|req|trace|pod|tenant|v)$/i;

/**
 * Revision 26. A memorable password given as a tag, beside a tag naming what it opens: ten letters or more and two
 * digits, or two words and four digits; not an id (`ticket-…`), a version (a dot) nor a digest.
 */
function isHeldPassword(value: string): boolean {
  const words = value.split(/[-_]+/).filter(Boolean);
  if (!/\d/.test(value) || /\./.test(value) || !words[0] || ID_NOUN.test(words[0]) || /^[0-9a-f-]+$/i.test(value))
    return false;
  const letters = value.replace(/[^A-Za-z]/g, "").length;
  if (letters >= 10) return value.replace(/\D/g, "").length >= 2;
  return words.filter((word) => /^[A-Za-z]+$/.test(word)).length >= 2 && words.some((word) => /^\d{4}$/.test(word));
}

/** Revision 26. A word with two digits or more standing for letters (`gr33n`, `p4ssw0rd`): a password's spelling, not a name's. */
function isLeetWord(word: string): boolean {
  let start = 0;
  let end = word.length;
  while (start < end && /\d/.test(word[start]!)) start++;
  while (end > start && /\d/.test(word[end - 1]!)) end--;
  const inner = word.slice(start, end);
  return /^[a-z0-9]{6,}$/i.test(inner) && /^[^0-9]*(?:[013457][^0-9]*){2,}$/.test(inner) && !/^[0-9a-f]+$/i.test(inner);
}

function holdsMemorablePassword(tags: readonly string[]): boolean {
  const named = tags.some((tag) => HOLDER_NAME.test(tag));
  return tags.some((tag) => {
    if (tag.split(/[^A-Za-z0-9]+/).some(isLeetWord)) return true;
    const holder = /^(?:wi-fi|[a-z]{2,12})(?=[-=:_])/i.exec(tag)?.[0];
    if (holder && HOLDER_NAME.test(holder) && isHeldPassword(tag.slice(holder.length + 1))) return true;
    if (named && !HOLDER_NAME.test(tag) && isHeldPassword(tag)) return true;
    // Revision 28: beside what it opens (an SNMP community's tag), a word of letters whose case changes as a
    // generator's does (`lab-<xYzWvk…>`), not a name in code (`wireGuard`).
    return (
      (named || tags.some((other) => DEVICE_SECRET_TAG.test(other))) &&
      tag
        .split(/[-_]/)
        .some((word) => /^[A-Za-z]{8,}$/.test(word) && (word.match(/(?=[a-z][A-Z]|[A-Z][a-z])/g) ?? []).length >= 4)
    );
  });
}

// Revision 15: a tag naming a digest or a key's id (`sha256`, `commit`, `gpg`, `fingerprint`), beside the hash it names.
const HASH_NAME =
  /^(?:sha(?:-?(?:1|224|256|384|512))?|sha\d*sum|md5|blake[23]b?|hash|digest|checksum|fingerprint|fpr|commit|git|gpg|pgp|key-?id)$/i;

/**
 * Revision 15. A hash or a key's id, not a key: hex in one case (`0x` before it allowed) of an abbreviated commit's
 * length (7 to 16: `b26744073fe0`, a GPG key id `0x4F2A9C1E8B7D3A60`) or a commit's 40; of a digest's 32, 64 or 128
 * only beside a tag naming the hash (API keys and pre-shared keys come in those lengths too). A key in a tag is
 * mixed-case or base32/base64, or hex of a key's length with nothing saying it is a digest.
 */
function isHashTag(word: string, hashNamed: boolean): boolean {
  const hex = word.replace(/^0x/i, "");
  if (!/^[0-9a-f]+$/.test(hex) && !/^[0-9A-F]+$/.test(hex)) return false;
  if ((hex.length >= 7 && hex.length <= 16) || hex.length === 40) return true;
  return hashNamed && (hex.length === 32 || hex.length === 64 || hex.length === 128);
}

/** Splits "a,b" strings, trims, lower-cases, turns inner spaces into '-', and rejects the rest. */
export function parseTags(value: unknown, { allowEmpty = false } = {}): string[] {
  if ((value === undefined || value === null) && !allowEmpty) {
    throw new InvalidTagsError("At least one tag is required, e.g. --tags auth,oauth2.", { tags: null });
  }
  const raw =
    typeof value === "string" ? value.split(",") : Array.isArray(value) ? value : value == null ? [] : undefined;
  if (!raw || raw.some((tag) => typeof tag !== "string")) {
    throw new InvalidTagsError("Tags must be a list of words, e.g. --tags auth,oauth2.", { tags: value ?? null });
  }
  // As typed: lower-cased, a key no longer looks like one (`AKIA…` → `akia…`). Refused, and not repeated.
  const secret = (raw as string[]).map((tag) => findSecrets(tag.trim())[0]).find(Boolean);
  if (secret) {
    throw new InvalidTagsError(
      `A tag looks like a secret (${secret.kind}); tags are plain words, e.g. --tags auth,oauth2.`,
      { tags: null },
    );
  }
  // Before the malformed-tag message below, which repeats what it refuses.
  const hashNamed = (raw as string[]).some((tag) =>
    tag
      .trim()
      .split(/[:=\s]+/)
      .some((word) => HASH_NAME.test(word)),
  );
  if (
    (raw as string[]).some((tag) => namesASecretsValue(tag) || looksLikeMadePassword(tag.trim(), hashNamed)) ||
    holdsMemorablePassword((raw as string[]).map((tag) => tag.trim()))
  ) {
    throw new InvalidTagsError(
      "A tag holds a value after a password's or a code's name, or looks like a password; tags are plain words, e.g. --tags wifi,onboarding.",
      { tags: null },
    );
  }
  const tags = [
    ...new Set((raw as string[]).map((tag) => tag.trim().toLowerCase().replace(/\s+/g, "-")).filter(Boolean)),
  ];
  if (tags.length === 0 && !allowEmpty) {
    throw new InvalidTagsError("At least one tag is required, e.g. --tags auth,oauth2.", { tags: value ?? null });
  }
  const bad = tags.filter((tag) => !isWellFormedTag(tag));
  // An error message is output too: a word that looks random is not repeated in it.
  // Revision 12: nor one holding a digit among six characters or more (`-k2wu…=`, `seed:qbpp…`): a value, as typed.
  const shown = bad.map((tag) =>
    tag.split(/[^a-z0-9]+/).some(looksLikeKeyMaterial) || (/\d/.test(tag) && tag.length >= 6) ? "(not repeated)" : tag,
  );
  if (bad.length > 0) {
    throw new InvalidTagsError(
      `Malformed tag${bad.length > 1 ? "s" : ""} ${shown.map((tag) => JSON.stringify(tag)).join(", ")}: a tag is 1–50 letters, digits or . _ + # / -, starting with a letter or digit.`,
      { tags: shown },
    );
  }
  return tags;
}

export function parsePositiveInt(value: unknown, name: string, { allowZero = false } = {}): number {
  const number =
    typeof value === "number" ? value : typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(number) || number < (allowZero ? 0 : 1)) {
    throw new UsageError(
      `${name} must be a whole number${allowZero ? "" : " of at least 1"}, got ${JSON.stringify(value)}.`,
    );
  }
  return number;
}
