// Whether a text is all ASCII: the callers then use ASCII forms of patterns
// with Unicode property classes, which match ASCII text alike and compile far
// faster.

const ASCII = /^[\x00-\x7f]*$/;

export function isAscii(text: string): boolean {
  return ASCII.test(text);
}

/**
 * Code units outside ASCII that are no letter, mark or digit (`\p{L}\p{M}\p{N}`), whatever the Unicode version: the
 * General Punctuation block (U+2000–U+206F: … — – ‘ ’ “ ” •, spaces, zero-width characters) and Arrows
 * (U+2190–U+21FF: →). Written text is full of them (a title cut with …), and test/index/analysis.test.ts checks
 * the claim against the running Node.
 */
export const NON_WORD_RANGES: readonly (readonly [number, number])[] = [
  [0x2000, 0x206f],
  [0x2190, 0x21ff],
];
const ASCII_WORDS = /^[\x00-\x7f\u2000-\u206f\u2190-\u21ff]*$/;

/**
 * Whether every letter, mark and digit of `text` is ASCII: ASCII, or else only the punctuation and arrows of
 * NON_WORD_RANGES. The words search's analysis finds in such a text are those its ASCII patterns find.
 */
export function hasOnlyAsciiWords(text: string): boolean {
  return ASCII_WORDS.test(text);
}
