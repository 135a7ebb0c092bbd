// The text a scan runs its expressions over. V8 compiles every regular expression again for a two-byte string
// (~5–9 ms for the rules in a fresh process), and one character beyond Latin-1 makes a string two-byte: a title a
// write cut with `…`, a body with an arrow. Where every such character is one that no rule tells apart from a few
// Latin-1 symbols, the expressions run over a one-byte copy with those symbols in their place: the same length, so
// every offset is the text's, and each stand-in is a symbol the text does not hold, so each maps back to one character.

// The characters beyond Latin-1 a view replaces: those of General Punctuation and Arrows that no rule's pattern or
// hint names or classes apart from STAND_INS (no space, line break, dash, quote or bullet the rules name).
// test/core/secrets-one-byte-view.test.ts proves it from the rules' own patterns, atom by atom.
const INERT_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x200b, 0x2012],
  [0x2015, 0x2017],
  [0x201a, 0x201b],
  [0x201f, 0x2021],
  [0x2023, 0x2027],
  [0x202a, 0x202e],
  [0x2030, 0x205e],
  [0x2060, 0x206f],
  [0x2190, 0x2191],
  [0x2193, 0x21ff],
];

/** Latin-1 symbols without case that no rule tells apart from the characters above, nor from each other. */
export const STAND_INS =
  "\u00a1\u00a2\u00a3\u00a4\u00a5\u00a6\u00a7\u00a8\u00a9\u00ac\u00ae\u00af\u00b0\u00b1\u00b2\u00b3\u00b4\u00b6\u00b7\u00b8\u00b9\u00bc\u00bd\u00be\u00bf";

const INERT_FROM = 0x2000;
const INERT = new Uint8Array(0x200);
for (const [from, to] of INERT_RANGES) INERT.fill(1, from - INERT_FROM, to - INERT_FROM + 1);

/** Whether a view may put a stand-in in place of this character (a UTF-16 code unit beyond Latin-1). */
export function isInertBeyondLatin1(code: number): boolean {
  return code >= INERT_FROM && code < INERT_FROM + INERT.length && INERT[code - INERT_FROM] === 1;
}

const BEYOND_LATIN1 = /[^\u0000-\u00ff]/;
// String.fromCharCode takes its characters as arguments: a long text is made in pieces.
const PIECE = 8192;

/**
 * A one-byte string of the same length as `text`, each character beyond Latin-1 replaced by a stand-in; `text`
 * itself when it holds no such character, or one that a rule names, or more kinds of them than free stand-ins.
 */
export function oneByteView(text: string): string {
  if (!BEYOND_LATIN1.test(text)) return text;
  const standInOf = new Map<number, number>();
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0xff) continue;
    if (!isInertBeyondLatin1(code)) return text;
    standInOf.set(code, 0);
  }
  let next = 0;
  for (const code of standInOf.keys()) {
    while (next < STAND_INS.length && text.includes(STAND_INS[next]!)) next++;
    if (next === STAND_INS.length) return text;
    standInOf.set(code, STAND_INS.charCodeAt(next++));
  }
  const codes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    codes[i] = code <= 0xff ? code : standInOf.get(code)!;
  }
  let view = "";
  for (let at = 0; at < codes.length; at += PIECE)
    view += String.fromCharCode.apply(null, codes.subarray(at, at + PIECE) as unknown as number[]);
  return view;
}

/** `text.slice(start, end)`, as the view's one-byte slice when that holds no stand-in (the same characters). */
export function sliceOfText(view: string, text: string, start: number, end: number): string {
  const piece = view.slice(start, end);
  if (view === text) return piece;
  const original = text.slice(start, end);
  return piece === original ? piece : original;
}

/** A match found in a view, made the text's: its strings, groups and input are the text's own. */
export function matchInText(match: RegExpExecArray, view: string, text: string): RegExpExecArray {
  if (view === text) return match;
  const indices = match.indices;
  // Every rule's pattern has the d flag (kinds.ts); the scan runs a pattern without it over the text itself.
  if (!indices) throw new Error("a match in a one-byte view needs the pattern's d flag");
  for (let i = 0; i < match.length; i++) {
    const at = indices[i];
    if (at) match[i] = sliceOfText(view, text, at[0], at[1]);
  }
  const groups = match.groups;
  const spans = indices.groups;
  if (groups && spans)
    for (const name of Object.keys(groups)) {
      const at = spans[name];
      if (at) groups[name] = sliceOfText(view, text, at[0], at[1]);
    }
  match.input = text;
  return match;
}
