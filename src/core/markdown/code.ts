// Code in a markdown body, so that what looks like a link or a path inside it is not taken for one.

/**
 * A fenced block: an opening line of ``` or ~~~ (the rest of the line, up to a line feed, its info string) up to
 * the first later line starting with the same fence, or nothing when none follows. The opening line ends at its
 * first line break, so a line of fences with no line feed (`~~~\r~~~\r…`, where `^` matches after every `\r`)
 * costs each attempt one step instead of a scan to the end of the line, quadratic in its length.
 */
export const FENCED_CODE = /^(```|~~~)[^\n\r\u2028\u2029]*\r?\n[\s\S]*?^\1[^\n]*$/gm;
/** An inline code span on one line. */
export const INLINE_CODE = /`[^`\n]*`/g;

/** The text without its fenced blocks and inline code spans. */
export function withoutCode(text: string): string {
  return text.replace(FENCED_CODE, "").replace(INLINE_CODE, "");
}
