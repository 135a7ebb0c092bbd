// Revision 14. Secrets written as pieces or encoded, and a view of the text in which they are whole again. Every rule
// reads one value in one place; a writer who cuts a key in two (string literals joined by `+`, a shell line continued
// inside a word, a token wrapped by a terminal or split by a chat), puts it under a YAML block scalar, inside a logged
// JSON string (`\"password\":\"…\"`) or percent-encodes its URL (`%3A`, `%2540`) hides it from all of them. The engine
// scans the view of each window holding such a joint with the same rules, and keeps what it finds there only where
// a joint is part of it (a span across a join, or beside a decoded character): the rest was the plain scan's to find.

/** A window of a text with its joints removed and its escapes decoded, and the way back to the text. */
export interface PiecesView {
  text: string;
  /** For each character of the view, where it starts in the text and where it ends (one escape is several). */
  from: Int32Array;
  to: Int32Array;
  /** View positions before which a joint was removed, and positions of decoded characters. */
  joints: readonly number[];
  decoded: readonly number[];
}

/** An edit of the text: [start, end) becomes `into` ("" for a joint). */
interface Edit {
  start: number;
  end: number;
  into: string;
}

// Literals joined by an operator, also over a line break, or by a line break alone (Python's adjacent literals):
// `"sk_live_…" + "…"`, `'…' . '…'`, `"…"\n    "…"`. A quick pattern finds the candidates; isLiteralJoint checks them.
// An operator or a line break is needed: `""`, `" "` and `''` are no joint, and are common.
const QUOTE_JOINT = /["'`][ \t]*(?:[+.&|]{1,2}[ \t]*(?:\r?\n[ \t]*)?|\r?\n[ \t]*(?:[+.&|]{1,2}[ \t]*)?)["'`]/g;
// A shell line continued inside a word: `…T00B\` then `HrKh…` at the start of the next line.
const SHELL_JOINT = /(?<=[^\s\\])\\\r?\n(?=[^\s\\])/g;
// A YAML block scalar's indicator and the line break before its first line: `password: >-\n  value`. The colon is
// looked for behind each indicator, not behind each blank (quadratic on `:` and blanks).
const BLOCK_SCALAR_JOINT = /[|>](?<=:[ \t]+[|>])[-+]?[1-9]?[ \t]*\r?\n[ \t]+(?=[^\s#])/g;
// Quote marks escaped inside a string (a logged request body): `\"password\":\"…\"`, also escaped twice.
// From the first backslash of a run only: a long run of backslashes is read once (linear), not from each of them.
const ESCAPED_QUOTE = /(?<!\\)\\+"/g;
// Percent-encoding of what a URL's structure is made of (`:` `/` `@` `?` `&` `=` `#` `%` `+`), once or twice
// (`%253A`); not a space or a quote (decoded, they would make words of a query for the prose rules), nor other `%`
// followed by two hex digits: a made password may hold `%Fa`.
const PERCENT = /%(?:25)?(?:2[356BF]|3[ADF]|40)/gi;
const PERCENT_HINT = /%(?:25)?(?:2[356BF]|3[ADF]|40)/i;
// What a chat or a mail quote puts before each line of one speaker: `[10:42] marta: `, `<marta> `, `> `.
const CHAT_PREFIX = /\S[ \t]*[:>][ \t]+$|^>[ \t]*$/;
// A token's characters: what a wrapped or cut token is made of.
const TOKEN_CHAR = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_+/=.~-")
  TOKEN_CHAR[c.charCodeAt(0)] = 1;
const isTokenChar = (code: number): boolean => code < 128 && TOKEN_CHAR[code] === 1;

/** The windows of `text` that hold a joint or an escape, each as a view; none for most texts. */
export function piecesViews(text: string): PiecesView[] {
  const edits = findEdits(text);
  if (edits.length === 0) return [];
  const views: PiecesView[] = [];
  for (const [start, end, first, last] of windows(text, edits))
    views.push(viewOf(text, start, end, edits, first, last));
  return views;
}

function findEdits(text: string): Edit[] {
  const edits: Edit[] = [];
  if (text.includes('"') || text.includes("'") || text.includes("`"))
    for (const match of text.matchAll(QUOTE_JOINT))
      if (isLiteralJoint(match[0], match.index, text))
        edits.push({ start: match.index, end: match.index + match[0].length, into: "" });
  if (text.includes("\\\n") || text.includes("\\\r\n"))
    for (const match of text.matchAll(SHELL_JOINT))
      edits.push({ start: match.index, end: match.index + match[0].length, into: "" });
  if (text.includes(": |") || text.includes(": >"))
    for (const match of text.matchAll(BLOCK_SCALAR_JOINT))
      edits.push({ start: match.index, end: match.index + match[0].length, into: "" });
  if (text.includes('\\"'))
    for (const match of text.matchAll(ESCAPED_QUOTE))
      edits.push({ start: match.index, end: match.index + match[0].length, into: '"' });
  if (text.includes("%") && PERCENT_HINT.test(text))
    for (const match of text.matchAll(PERCENT)) {
      const hex = match[0].slice(-2);
      edits.push({
        start: match.index,
        end: match.index + match[0].length,
        into: String.fromCharCode(parseInt(hex, 16)),
      });
    }
  if (text.includes("\n")) edits.push(...wrapJoints(text));
  if (edits.length < 2) return edits;
  edits.sort((a, b) => a.start - b.start);
  // Overlapping edits (a quote joint inside an escaped string): the first wins.
  const kept: Edit[] = [];
  for (const edit of edits) if (kept.length === 0 || edit.start >= kept.at(-1)!.end) kept.push(edit);
  return kept;
}

/**
 * A joint between two literals: the same quote mark closing one and opening the next, a character of each piece beside
 * it, an operator between them (`+`, `.`, `..`, `&`, `||`) or, for `"` and `'`, a line break alone (adjacent literals)
 * when each line is the literal alone (Python's parenthesised pieces): `"a": "…"` then `"b": "…"` on the next line are
 * two entries, and `"…" "…"` on one line two arguments of a command.
 */
function isLiteralJoint(joint: string, at: number, text: string): boolean {
  const quote = joint[0]!;
  if (joint.at(-1) !== quote || joint.length < 2) return false;
  const before = text.charCodeAt(at - 1);
  const after = text.charCodeAt(at + joint.length);
  if (!(before > 32 && before !== 34 && before !== 39 && before !== 96 && before !== 92)) return false;
  if (!(after > 32 && after !== 34 && after !== 39 && after !== 96)) return false;
  const operator = /^(?:\+|\.\.?|&|\|\|)$/;
  const ops = joint.slice(1, -1).split(/\s+/).filter(Boolean);
  if (ops.length > 1 || (ops.length === 1 && !operator.test(ops[0]!))) return false;
  if (quote === "`" && ops[0] !== "+") return false;
  if (ops.length === 1) return true;
  // Adjacent on one line: two arguments of a command (`-H "…" "https://…"`), an empty literal, SQL's `''`.
  if (!joint.includes("\n")) return false;
  const lineStart = text.lastIndexOf("\n", at - 1) + 1;
  const line = text.slice(lineStart, at + 1);
  return line.trimStart().startsWith(quote) && line.trimStart().indexOf(quote, 1) === line.trimStart().length - 1;
}

/**
 * Line breaks inside a token: a token that ends a line and goes on alone on the next one. Either the terminal wrapped
 * it (the first line at least 40 characters and no shorter than the next, which holds nothing else), or a chat cut
 * it (both lines the same speaker's prefix, then a piece of the token alone).
 */
function wrapJoints(text: string): Edit[] {
  const edits: Edit[] = [];
  let lineStart = 0;
  for (let newline = text.indexOf("\n"); newline !== -1; newline = text.indexOf("\n", lineStart)) {
    const lineEnd = text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
    const nextStart = newline + 1;
    if (lineEnd - lineStart >= 20 && isTokenChar(text.charCodeAt(lineEnd - 1))) {
      let tokenStart = lineEnd;
      while (tokenStart > lineStart && isTokenChar(text.charCodeAt(tokenStart - 1))) tokenStart--;
      if (lineEnd - tokenStart >= 12) {
        const nextNewline = text.indexOf("\n", nextStart);
        const nextEnd =
          nextNewline === -1 ? text.length : text.charCodeAt(nextNewline - 1) === 13 ? nextNewline - 1 : nextNewline;
        const prefix = text.slice(lineStart, tokenStart);
        const next = text.slice(nextStart, nextEnd);
        const speaker = CHAT_PREFIX.test(prefix);
        const piece = speaker ? next.slice(prefix.length) : next;
        const wrapped = speaker
          ? next.startsWith(prefix) && isTokenPiece(piece)
          : lineEnd - lineStart >= 40 && next.length <= lineEnd - lineStart && isTokenPiece(piece);
        if (wrapped) edits.push({ start: lineEnd, end: nextStart + (speaker ? prefix.length : 0), into: "" });
      }
    }
    lineStart = nextStart;
  }
  return edits;
}

/** A piece of a token alone: eight token characters or more, letters and digits among them, no assignment. */
function isTokenPiece(text: string): boolean {
  // An `=` inside is an assignment of its own (`TWILIO_FROM=+1…` under a token's line), not base64's padding.
  if (text.length < 8 || !/\d/.test(text) || !/[A-Za-z]/.test(text) || /=[^=]/.test(text)) return false;
  for (let i = 0; i < text.length; i++) if (!isTokenChar(text.charCodeAt(i))) return false;
  return true;
}

/** Windows around the edits: from the line before an edit to the line after it, merged where they meet. */
function windows(text: string, edits: readonly Edit[]): Array<[number, number, number, number]> {
  const out: Array<[number, number, number, number]> = [];
  for (let i = 0; i < edits.length; i++) {
    const edit = edits[i]!;
    const lineStart = text.lastIndexOf("\n", edit.start - 1);
    const start = lineStart <= 0 ? 0 : text.lastIndexOf("\n", lineStart - 1) + 1;
    const lineEnd = text.indexOf("\n", edit.end);
    const afterEnd = lineEnd === -1 ? -1 : text.indexOf("\n", lineEnd + 1);
    const end = lineEnd === -1 ? text.length : afterEnd === -1 ? text.length : afterEnd;
    const open = out.at(-1);
    if (open && start <= open[1]) {
      open[1] = Math.max(open[1], end);
      open[3] = i;
    } else out.push([start, end, i, i]);
  }
  return out;
}

function viewOf(
  text: string,
  start: number,
  end: number,
  edits: readonly Edit[],
  first: number,
  last: number,
): PiecesView {
  let view = "";
  const from: number[] = [];
  const to: number[] = [];
  const joints: number[] = [];
  const decoded: number[] = [];
  let at = start;
  const copy = (until: number) => {
    view += text.slice(at, until);
    for (; at < until; at++) {
      from.push(at);
      to.push(at + 1);
    }
  };
  for (let e = first; e <= last; e++) {
    const edit = edits[e]!;
    if (edit.start < at || edit.end > end) continue;
    copy(edit.start);
    if (edit.into === "") joints.push(from.length);
    else {
      decoded.push(from.length);
      view += edit.into;
      from.push(edit.start);
      to.push(edit.end);
    }
    at = edit.end;
  }
  copy(end);
  return { text: view, from: Int32Array.from(from), to: Int32Array.from(to), joints, decoded };
}

/** Whether a span of the view [start, end) was made by its joints: across a join, or beside a decoded character. */
export function madeByJoints(view: PiecesView, start: number, end: number): boolean {
  for (const joint of view.joints) if (joint > start && joint < end) return true;
  for (const at of view.decoded) if (at >= start - 1 && at <= end) return true;
  for (const joint of view.joints) if (joint === start || joint === end) return isDecodeLikeJoint(view, joint);
  return false;
}

// A block scalar's joint is the line break between a key and its value: a value starting right after it is the key's.
function isDecodeLikeJoint(view: PiecesView, joint: number): boolean {
  return joint > 0 && /:[ \t]*$/.test(view.text.slice(Math.max(0, joint - 3), joint));
}

/** The parts of the text a span of the view covers: one a piece, the joints between them left out. */
export function originalParts(view: PiecesView, start: number, end: number): Array<{ start: number; end: number }> {
  const parts: Array<{ start: number; end: number }> = [];
  for (let i = start; i < end; i++) {
    const open = parts.at(-1);
    if (open && open.end === view.from[i]) open.end = view.to[i]!;
    else parts.push({ start: view.from[i]!, end: view.to[i]! });
  }
  return parts;
}
