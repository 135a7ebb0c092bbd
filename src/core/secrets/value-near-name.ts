// Cheap tests before a rule's pattern is compiled: whether a text has, after a secret's name, what its value needs.
// V8 compiles each expression on its first run (millions of instructions for the prose rules' multilingual ones,
// case-blind, with Unicode classes), and ordinary prose names tokens and keys all the time: what tells it from a
// secret is that no made value follows the name. The tests here use native string search and small expressions of
// character classes only (cheap to compile): a loop over characters in JavaScript costs more in a short process,
// whose code stays in V8's interpreter.

/**
 * A secret's name as a case-blind hint finds it: in text of ASCII and Latin-1 symbols, its ASCII alternatives as
 * lower-case literals (the first of which on a line is where the hint's first match there starts); in other text,
 * the hint itself, made on first use. test/core/secrets-value-near-name.test.ts holds the two to the same places.
 */
export interface NameFinder {
  literals: readonly string[];
  hint: () => RegExp;
}

/** A finder whose hint is made from `source` (case-blind) on first use. */
export function nameFinder(literals: readonly string[], source: () => string): NameFinder {
  let made: RegExp | undefined;
  return { literals, hint: () => (made ??= new RegExp(source(), "i")) };
}

/**
 * Whether a line where a name is found has, from the first name on it through `linesAfter` more lines (a window),
 * what `isValue` looks for. `isValue` must hold of a text whenever it holds of a part of it (a search for a
 * character or a stretch). The finder must find a place inside every name the rule's pattern starts with, so a
 * value after a name is in that name's window. `linesAfter: Infinity`: from the first name to the end.
 */
export function valueNearName(
  text: string,
  names: NameFinder,
  linesAfter: number,
  isValue: (window: string) => boolean,
): boolean {
  const firstName = firstNameFinder(text, names);
  const first = firstName(0, text.length);
  // Every window lies after the first name: where the rest of the text has no value, no window has one.
  if (first < 0 || !isValue(first === 0 ? text : text.slice(first))) return false;
  if (linesAfter === Infinity) return true;
  for (let lineStart = text.lastIndexOf("\n", first) + 1; lineStart <= text.length; ) {
    const newline = text.indexOf("\n", lineStart);
    const lineEnd = newline < 0 ? text.length : newline;
    const at = firstName(lineStart, lineEnd);
    if (at >= 0) {
      let windowEnd = lineEnd;
      for (let line = 0; line < linesAfter && windowEnd < text.length; line++) {
        const next = text.indexOf("\n", windowEnd + 1);
        windowEnd = next < 0 ? text.length : next;
      }
      if (isValue(text.slice(at, windowEnd))) return true;
    }
    lineStart = lineEnd + 1;
  }
  return false;
}

/** Where the first name in [start, end) starts, or -1. */
export type FirstName = (start: number, end: number) => number;

// What a case-blind hint (without the `u` flag) may match that its ASCII literals do not: the letters from U+00C0 on,
// and U+00B5 (µ, whose capital is Greek). Below U+00C0 the others are symbols, which no letter of a hint matches: a
// cut title's `…` (the scan's one-byte view puts such a symbol in its place) keeps the literals' way.
const BEYOND_LITERALS = /[^\x00-\xb4\xb6-\xbf]/;

/** @internal The finder valueNearName uses for `text` (`byHint`: the hint's, whatever the text). */
export function firstNameFinder(text: string, names: NameFinder, byHint = false): FirstName {
  return !byHint && !BEYOND_LITERALS.test(text) ? literalFinder(text, names.literals) : hintFinder(text, names.hint());
}

function hintFinder(text: string, hint: RegExp): FirstName {
  return (start, end) => {
    const at = hint.exec(start === 0 && end === text.length ? text : text.slice(start, end))?.index;
    return at === undefined ? -1 : start + at;
  };
}

// Each literal's next place at or after the last start asked for: asked in order, the text is searched once per literal.
function literalFinder(text: string, literals: readonly string[]): FirstName {
  const lower = text.toLowerCase();
  const next = literals.map(() => -2);
  return (start, end) => {
    let first = -1;
    for (let i = 0; i < literals.length; i++) {
      if (next[i]! !== -1 && next[i]! < start) next[i] = lower.indexOf(literals[i]!, start);
      const at = next[i]!;
      if (at >= 0 && at + literals[i]!.length <= end && (first < 0 || at < first)) first = at;
    }
    return first;
  };
}
