// A fast reader for the plain frontmatter our own writer produces (`key: value` lines, lists of one item a line,
// links and anchors as one-line flow mappings), giving exactly what js-yaml's core schema gives. Anything else — a
// comment, a quote with escapes, a nested block, a control character, a line or paragraph separator, a byte order
// mark, a character beyond the Basic Multilingual Plane, a number or word YAML might read otherwise — is not read
// here: the caller hands the block to js-yaml. Other characters beyond ASCII (`…`, `é`, `—`, CJK) are no YAML syntax
// and no whitespace to it: plain content, read here (a title cut with `…` made every such decode js-yaml's). A rebuild decodes every memory file,
// and js-yaml was most of a decode (test/core/plain-frontmatter.test.ts holds the two to the same values).

/** What `parsePlainFrontmatter` could not read (js-yaml must). */
const OTHER = Symbol("other");
type Value = unknown;

const KEY = /^[A-Za-z][A-Za-z0-9_-]*$/;
/** Words the core schema reads as null or booleans. */
const NULL_WORDS = new Set(["null", "Null", "NULL", "~"]);
const BOOLEANS = new Map([
  ["true", true],
  ["True", true],
  ["TRUE", true],
  ["false", false],
  ["False", false],
  ["FALSE", false],
]);
/** Numbers read the same by `Number` (no `-0`: YAML reads it as 0). */
const INTEGER = /^(?:0|-?[1-9][0-9]{0,14})$/;
const DECIMAL = /^-?(?:0|[1-9][0-9]{0,14})\.[0-9]{1,15}$/;
/** Dates and times as the writer writes them: strings in the core schema (it has no timestamps). */
const DATE =
  /^[0-9]{4}-[0-9]{2}-[0-9]{2}(?:T[0-9]{2}:[0-9]{2}(?::[0-9]{2}(?:\.[0-9]{1,9})?)?(?:Z|[+-][0-9]{2}:[0-9]{2})?)?$/;
/** A plain scalar's first character that starts nothing else: a letter, `_`, `/` or a character beyond ASCII. */
const PLAIN_START = /^[A-Za-z_/\u00a0-\uffff]/;
/**
 * Digits and lower-case letters (a hash): a string unless YAML reads it as a number — digits alone, `0x…`, `0o…`,
 * `0b…`, or digits `e` digits.
 */
const ALPHANUMERIC = /^[0-9][0-9a-z]*$/;
const NUMBER_LIKE = /^(?:[0-9]+|0[xob].*|[0-9]+e[0-9]+)$/;

/**
 * The mapping of a frontmatter block (the lines between `---` and `---`, without either), or undefined when the block
 * is not of the plain shape read here.
 */
export function parsePlainFrontmatter(block: string): Record<string, unknown> | undefined {
  for (let i = 0; i < block.length; i++) {
    const code = block.charCodeAt(i);
    if ((code < 0x20 && code !== 0x0a) || (code > 0x7e && !isPlainContent(code))) return undefined;
  }
  const lines = block.split("\n");
  const data: Record<string, unknown> = {};
  const seen = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const colon = line.indexOf(":");
    if (colon < 1) return undefined;
    const key = line.slice(0, colon);
    if (!KEY.test(key) || NULL_WORDS.has(key) || BOOLEANS.has(key) || seen.has(key)) return undefined;
    seen.add(key);
    let value: Value;
    if (colon === line.length - 1) {
      // `key:` alone: a list, one `  - item` a line, or null.
      const items: Value[] = [];
      while (lines[i + 1]?.startsWith("  - ")) {
        const item = itemValue(lines[++i]!.slice(4));
        if (item === OTHER) return undefined;
        items.push(item);
      }
      value = items.length > 0 ? items : null;
    } else {
      if (line.charCodeAt(colon + 1) !== 0x20) return undefined;
      value = itemValue(line.slice(colon + 2));
      if (value === OTHER) return undefined;
    }
    // Whatever is indented here (a continued scalar, a nested block, a list not as the writer writes it) is YAML's.
    if (lines[i + 1]?.startsWith(" ")) return undefined;
    data[key] = value;
  }
  return seen.size > 0 ? data : undefined;
}

/**
 * A character beyond ASCII that YAML reads as content wherever this reader reads it: printable, no line break
 * (U+0085, U+2028, U+2029), no byte order mark, no surrogate (a pair is left to js-yaml), no U+FFFE or U+FFFF.
 */
function isPlainContent(code: number): boolean {
  return (
    (code >= 0xa0 && code < 0xd800 && code !== 0x2028 && code !== 0x2029) ||
    (code >= 0xe000 && code <= 0xfffd && code !== 0xfeff)
  );
}

/** A value after `key: ` or `- `: a flow mapping, an empty flow list, or a scalar. */
function itemValue(text: string): Value | typeof OTHER {
  if (text === "[]") return [];
  if (text === "{}") return {};
  if (text.startsWith("{") && text.endsWith("}")) return flowMapping(text.slice(1, -1));
  return scalar(text, false);
}

/** `k: v, k: v` of a one-line flow mapping (links, anchors). */
function flowMapping(inner: string): Value | typeof OTHER {
  const mapping: Record<string, unknown> = {};
  for (const pair of inner.split(", ")) {
    const colon = pair.indexOf(": ");
    if (colon < 1) return OTHER;
    const key = pair.slice(0, colon);
    if (!KEY.test(key) || NULL_WORDS.has(key) || BOOLEANS.has(key) || Object.hasOwn(mapping, key)) return OTHER;
    const value = scalar(pair.slice(colon + 2), true);
    if (value === OTHER) return OTHER;
    mapping[key] = value;
  }
  return mapping;
}

/** A scalar as the core schema reads it, or OTHER for any that might read otherwise. */
function scalar(text: string, inFlow: boolean): Value | typeof OTHER {
  if (text === "" || text.endsWith(" ") || text.startsWith(" ")) return OTHER;
  const first = text.charCodeAt(0);
  if (first === 0x27) return singleQuoted(text, inFlow);
  if (first === 0x22) return /^"[^"\\]*"$/.test(text) && !(inFlow && /[,[\]{}]/.test(text)) ? text.slice(1, -1) : OTHER;
  // Where a plain scalar would end early, or go on into a comment or a nested mapping.
  if (text.includes(": ") || text.includes(" #") || text.endsWith(":")) return OTHER;
  if (inFlow && /[,[\]{}]/.test(text)) return OTHER;
  if (NULL_WORDS.has(text)) return null;
  const boolean = BOOLEANS.get(text);
  if (boolean !== undefined) return boolean;
  if (INTEGER.test(text) || (DECIMAL.test(text) && Number(text) !== 0)) return Number(text);
  if (DATE.test(text) || (ALPHANUMERIC.test(text) && !NUMBER_LIKE.test(text))) return text;
  return PLAIN_START.test(text) ? text : OTHER;
}

/** `'…'`, a quote inside written twice. */
function singleQuoted(text: string, inFlow: boolean): string | typeof OTHER {
  if (text.length < 2 || !text.endsWith("'")) return OTHER;
  const inner = text.slice(1, -1);
  if (inner.replaceAll("''", "").includes("'")) return OTHER;
  if (inFlow && /[,[\]{}]/.test(inner)) return OTHER;
  return inner.replaceAll("''", "'");
}
