// Memory text put into the model's context is data, never instructions or
// framing: whoever wrote the file (a teammate, a cloned repository, an import)
// must not be able to end the block it is shown in, start a block of their
// own, or break a one-line field over several lines. Every renderer of memory
// text into an injected block goes through these functions. Pure.

/**
 * Characters the injected blocks draw their frame with (box drawing, block
 * elements, the warning sign): memory text may not use them, so a rule or a
 * header in the text cannot pass for the block's own.
 */
const FRAME = /[\u2500-\u259f\u26a0]/g;
/**
 * Anything that breaks or reorders a line: C0/C1 controls (newline, carriage
 * return, escape …), the Unicode line and paragraph separators, and the
 * invisible format characters (bidirectional overrides, zero-width joiners).
 */
let breaks: RegExp | undefined;
// In ASCII text the same characters are the C0 controls and DEL (no format character is ASCII): this form spares
// the hooks parsing and compiling Unicode property classes on every call. So it does in text that adds only the
// punctuation of the General Punctuation block that is neither a control, a format character nor a separator
// (… — – ‘ ’ “ ” • ‰ ′ …: every text an index cut ends with …); test/core/untrusted-text.test.ts checks the claim.
const ASCII_BREAKS = /[\x00-\x1f\x7f]/g;
export const PLAIN_PUNCTUATION: readonly (readonly [number, number])[] = [
  [0x2010, 0x2027],
  [0x2030, 0x205e],
];
const ASCII_OR_PLAIN_PUNCTUATION = /^[\x00-\x7f\u2010-\u2027\u2030-\u205e]*$/;
const breaksIn = (text: string) =>
  ASCII_OR_PLAIN_PUNCTUATION.test(text) ? ASCII_BREAKS : (breaks ??= /[\p{Cc}\p{Cf}\u2028\u2029]/gu);

/**
 * Text the replacements below would leave as it is: words of printable ASCII and plain punctuation, one space
 * between them, none at the ends. Most titles, paths and short texts are: one expression run, where the
 * replacements are four (each compiled on its first use, and again to machine code on its second: a hook shows
 * a dozen fields).
 */
const ALREADY_ONE_LINE = /^(?:[!-~\u2010-\u2027\u2030-\u205e]+(?: [!-~\u2010-\u2027\u2030-\u205e]+)*)?$/;

/** What stands in for a frame character in memory text. */
export const FRAME_STAND_IN = "-";

/** Memory text with the frame characters replaced (line breaks kept). */
export function withoutFrame(text: string): string {
  return text.replace(FRAME, FRAME_STAND_IN);
}

/**
 * A single-line field as it may be shown: line breaks and control characters
 * become spaces, runs of white space one space, frame characters a dash, and
 * at most `max` characters (cut with "…").
 */
export function oneLine(value: string, max = 200): string {
  const flat = ALREADY_ONE_LINE.test(value)
    ? value
    : withoutFrame(value.replace(breaksIn(value), " "))
        .replace(/\s+/g, " ")
        .trim();
  return flat.length <= max ? flat : `${flat.slice(0, Math.max(1, max - 1)).trimEnd()}…`;
}

/**
 * Memory text shown inside the block's double quotes: one paragraph (line
 * breaks folded), frame characters replaced, and `"` and `\` escaped so the
 * text can neither close the quote nor end in an escape.
 */
export function quotedText(value: string, max = 400): string {
  return oneLine(value, max).replace(/["\\]/g, "\\$&");
}

/** A file path from a tool call, shown in a header: one line, and not longer than `max`. */
export function shownPath(path: string, max = 160): string {
  const flat = oneLine(path, Number.MAX_SAFE_INTEGER);
  return flat.length <= max ? flat : `…${flat.slice(flat.length - (max - 1))}`;
}

// What a one-line field may not hold: controls, line and paragraph separators, bidirectional overrides.
const LINE_BREAKER = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/** True when a value meant to be one line holds a line break, a control character or a direction override. */
export function breaksLine(value: string): boolean {
  return LINE_BREAKER.test(value);
}
