import { nodeCrypto } from "./node-builtins.js";
import { InvalidSlugError } from "./errors.js";
import { PASSWORD_NAMING_WORD, redactSecrets } from "./secrets/index.js";
import { SLUG_FILLER_WORDS, withoutTrailing } from "./text/index.js";

export const SLUG_PATTERN = /^[a-z0-9][a-z0-9_-]{0,99}$/;
const MAX_GENERATED_LENGTH = 60;

// Device names Windows reserves whatever the extension (con.md cannot be created there).
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/;

/** Throws InvalidSlugError unless `slug` is a safe file name inside a scope, on every OS. */
export function assertValidSlug(slug: unknown): asserts slug is string {
  if (typeof slug === "string" && WINDOWS_RESERVED.test(slug)) {
    throw new InvalidSlugError(
      `Invalid slug ${JSON.stringify(slug)}: it is a device name Windows reserves; add a word (e.g. ${slug}-notes).`,
      { slug },
    );
  }
  if (typeof slug !== "string" || !SLUG_PATTERN.test(slug)) {
    throw new InvalidSlugError(
      `Invalid slug ${JSON.stringify(slug)}: use 1–100 characters of a-z, 0-9, '-' and '_', starting with a letter or digit (no '/', '.', '..' or upper case).`,
      { slug },
    );
  }
}

export function isValidSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug) && !WINDOWS_RESERVED.test(slug);
}

/**
 * The lower-case ASCII words of a text (accents folded), as slugs and tags are
 * made of. Secrets are redacted first: lower-cased, a key no longer looks like
 * one (`AKIA…` → `akia…`), so nothing after this could catch it in a file name.
 * With `keepUnderscores`, `_` inside a word stays (`max_connections`); at a
 * word's edges it goes (`__init__` → `init`). Shared by slugs and the importers'
 * names and tags; not a tokenizer for matching (no stemming, no stop words: callers drop their filler words).
 */
export function slugWords(text: string, { keepUnderscores = false } = {}): string[] {
  const folded = redactSecrets(text)
    .text.normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
  // Split before lower-casing: whether a word looks random depends on its case.
  const words = folded.split(keepUnderscores ? /[^A-Za-z0-9_]+/ : /[^A-Za-z0-9]+/);
  return (
    words
      // One step per end, the closing run trimmed by a loop (`_+$` was quadratic on `a___…b` from every `_`).
      .map((word) => (keepUnderscores ? withoutTrailing(word.replace(/^_+/, ""), "_") : word))
      .filter((word) => word && !looksLikeKeyMaterial(word))
      .map((word) => word.toLowerCase())
  );
}

/**
 * A word no rule named a secret but no one would want in a file name: letters and digits changing places
 * three times or more in 8 characters or more (`kq7Plm2vXz9`, a base32 seed), 12 hex digits or more with
 * both kinds, or 6 digits or more (a PIN, a recovery code); revision 24: three digits or more then three letters or
 * more (`4471quorra`, a password's half cut at its dot). A file name stays in git history for good.
 * Versions, ports, years and names with a digit or two (`utf8mb4`, `sha256`, `5432`, `ubuntu2204`) stay.
 */
export function looksLikeKeyMaterial(word: string): boolean {
  if (/^\d{6,}$/.test(word) || /^\d{3,}[A-Za-z]{3,}$/.test(word)) return true;
  if (word.length < 8 || !/[0-9]/.test(word) || !/[A-Za-z]/.test(word)) return false;
  if (word.length >= 12 && /^[0-9a-f]+$/i.test(word)) return true;
  let changes = 0;
  for (let i = 1; i < word.length; i++) if (/\d/.test(word[i - 1]!) !== /\d/.test(word[i]!)) changes++;
  return changes >= 3;
}

/**
 * A token shaped like a value rather than a word: a digit, a symbol inside it, a capital after a small letter
 * or a digit, or four groups joined by hyphens (`abcd-efgh-ijkl-mnop`); plain words and `app-specific` are not.
 */
function looksLikeValue(token: string): boolean {
  return /\d|[^\p{L}\p{N}-]|[\p{Ll}\d]\p{Lu}|(?:-[^-]+){3,}/u.test(withoutEdgePunctuation(token));
}

/** A token without the brackets, quotes and sentence punctuation around it. */
function withoutEdgePunctuation(token: string): string {
  // One step per end, the closing run trimmed by a loop (a `[…]+$` from each character of a long run was quadratic).
  return withoutTrailing(token.replace(/^[("'`]+/u, ""), ")\"'`.,;!?");
}

/**
 * The part of a title a file name may carry. After a word naming a password, nothing, when a value
 * follows it ("prod db pw rotated → <the new one>"); and a lone value-like token after a title's last colon or arrow
 * ("Guest Wi-Fi: Domplatte-2024!") is left out: no rule may have known it for a secret.
 */
export function nameablePart(title: string): string {
  const named = PASSWORD_NAMING_WORD.exec(title);
  let part = title;
  if (named) {
    const rest = title.slice(named.index + named[0].length);
    if (rest.split(/\s+/).some(looksLikeValue)) part = title.slice(0, named.index + named[0].length);
  }
  const lone = /^(.*[:\uFF1A\u2192=])\s+(\S+)\s*$/su.exec(part);
  return lone && looksLikeValue(lone[2]!) ? lone[1]! : part;
}

/**
 * A token typed as a password: letters, digits and a symbol inside it (`fx@Bp?cYVQ5k`, `PNS&htFG21#1`).
 * Such a token has no words worth a file name, and pieces of it would stay in git history.
 */
function looksLikeTypedPassword(token: string): boolean {
  const inner = withoutEdgePunctuation(token);
  // The letter class last: compiling it costs more than the two other tests (~0.5 ms on a title with …), and a
  // usual title's tokens fail one of them first.
  return /\d/.test(inner) && /.[!@#$%^&*?+=~|<>].*./u.test(inner) && /\p{L}/u.test(inner);
}

/**
 * A title without the value-like literals quoted in it (`echo 'h4rb0r-Pu5h!' | docker login`): a quoted token with
 * a digit, a symbol or mixed case is a value someone typed, worth nothing in a file name and maybe a secret.
 * Backticks stay: they mark code (`SOME_FLAG`, `$ARGUMENTS`), whose names are what a file name should say.
 */
function withoutQuotedValues(title: string): string {
  return title.replace(/(["'\u2018\u201C\u00AB])(\S+?)(["'\u2019\u201D\u00BB])/gu, (quoted, _open, inner: string) =>
    looksLikeValue(inner) ? " " : quoted,
  );
}

/**
 * A slug is made from the title's first words, so only this much of it is read: a title is at most 500 characters
 * (the memory check), and the edge and quote patterns above take time quadratic in a long run of punctuation
 * (23 s for a 100,000-character title of `!`).
 */
const MAX_TITLE_READ = 2_000;

/** `<type>-<significant words of the title>`, lower case, at most 60 characters. */

export function slugFromTitle(type: string, title: string): string {
  const nameable = withoutQuotedValues(nameablePart(title.slice(0, MAX_TITLE_READ)))
    .split(/(\s+)/)
    .filter((token) => !looksLikeTypedPassword(token))
    .join("");
  const words = slugWords(nameable, { keepUnderscores: true });
  const significant = words.filter((word) => !SLUG_FILLER_WORDS.has(word));
  const chosen = (significant.length > 0 ? significant : words).filter((word) => word !== type);
  let slug = type;
  for (const word of chosen) {
    if (slug.length + 1 + word.length > MAX_GENERATED_LENGTH) break;
    slug += `-${word}`;
  }
  if (slug === type) slug += `-${nodeCrypto().createHash("sha256").update(title).digest("hex").slice(0, 8)}`;
  return slug;
}

/** The first of `base`, `base-2`, `base-3` … for which `taken` is false. */
export function dedupeSlug(base: string, taken: (slug: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken(candidate)) return candidate;
  }
}
