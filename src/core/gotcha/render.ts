// The GOTCHA block the hook shows, within a character budget.

import type { ScoredGotcha } from "./match.js";
import { oneLine, quotedText, shownPath } from "../text/index.js";

const RULE = "━".repeat(39);

export interface GotchaBudget {
  maxGotchas: number;
  maxChars: number;
}

export interface RenderedGotchas<T extends ScoredGotcha = ScoredGotcha> {
  text: string;
  shown: T[];
  omitted: T[];
  /** Some gotcha's text was cut to fit the budget (its lines are not those an index scanned). */
  shortened: boolean;
}

function wrap(text: string, width = 72): string {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join("\n");
}

/** A gotcha whose anchored code changed is shown as possibly stale, not as current. */
function staleNote(gotcha: ScoredGotcha["gotcha"]): string {
  const paths = gotcha.staleSources ?? [];
  if (paths.length > 0) {
    const shown = paths.slice(0, 2).map((path) => shownPath(path, 80));
    const named = paths.length <= 2 ? shown.join(", ") : `${shown.join(", ")} and ${paths.length - 2} more`;
    return ` (may be stale: ${named} changed since it was verified)`;
  }
  return gotcha.stale ? " (may be stale: the code it is about changed since it was verified)" : "";
}

// What one gotcha may take of the block at most: longer titles and tag lists are cut.
const MAX_TITLE = 160;
const MAX_TAGS = 8;
/** Candidates tried past the ones shown, when some do not fit. */
export const SPARE_TRIES = 4;

/** The characters of a gotcha's text a block shows when the budget allows: more than an index keeps of it. */
const FULL_TEXT_CHARS = 400;

/**
 * One gotcha. Everything from the memory is data: one-line fields stay on one
 * line, the text sits in double quotes it cannot close, and none of it can
 * draw the block's frame (see core/untrusted-text).
 */
function renderOne({ gotcha, relevance }: ScoredGotcha, textChars: number): string {
  return `${gotchaLines(gotcha, textChars)}\nRelevance: ${Number(relevance).toFixed(2)}`;
}

/**
 * What a block shows of a gotcha but its relevance: the text an index scans for secrets when it takes the gotcha in
 * (at full length), so that the hook may show it as it is.
 */
export function gotchaLines(gotcha: ScoredGotcha["gotcha"], textChars = FULL_TEXT_CHARS): string {
  const text = quotedText(gotcha.text, Math.max(40, textChars));
  const lines = [`${oneLine(gotcha.slug, 100)}: ${oneLine(gotcha.title, MAX_TITLE)}${staleNote(gotcha)}`];
  if (text) lines.push(`"${wrap(text)}"`);
  lines.push("");
  const tags = gotcha.tags
    .slice(0, MAX_TAGS)
    .map((tag) => oneLine(String(tag), 50))
    .filter(Boolean);
  if (tags.length)
    lines.push(
      `Tags: ${tags.join(", ")}${gotcha.tags.length > MAX_TAGS ? ` (+${gotcha.tags.length - MAX_TAGS})` : ""}`,
    );
  if (gotcha.severity) lines.push(`Severity: ${oneLine(String(gotcha.severity), 20)}`);
  return lines.join("\n");
}

/**
 * Renders the most relevant gotchas that fit, trying at most `maxTries` of them; the rest are counted in a
 * "+ N more" line.
 */
export function renderGotchaBlock<T extends ScoredGotcha>(
  ranked: T[],
  budget: GotchaBudget,
  about?: string,
  maxTries = budget.maxGotchas + SPARE_TRIES,
): RenderedGotchas<T> {
  const shownAbout = about ? shownPath(about) : "";
  const header = `${RULE}\n⚠ GOTCHA (from memory)${shownAbout ? ` — ${shownAbout}` : ""}\n${RULE}\n\n`;
  const parts: string[] = [];
  const shown: T[] = [];
  let used = header.length + RULE.length + 60;
  let shortened = false;
  // Skipping one that does not fit tries the next, a few times at most: a ranking of thousands is not rendered whole.
  const tries = Math.min(ranked.length, maxTries);
  for (const scored of ranked.slice(0, tries)) {
    if (shown.length >= budget.maxGotchas) break;
    let part = renderOne(scored, FULL_TEXT_CHARS);
    if (used + part.length + 2 > budget.maxChars) {
      // Shorten the text of this one rather than drop it, if a useful amount still fits;
      // one that does not fit at all is skipped (counted in "+ N more"), and the next is tried.
      const room = budget.maxChars - used - (part.length - quotedText(scored.gotcha.text).length) - 2;
      if (room < 80) continue;
      part = renderOne(scored, room);
      if (used + part.length + 2 > budget.maxChars) continue;
      shortened = true;
    }
    parts.push(part);
    shown.push(scored);
    used += part.length + 2;
  }
  const omitted = ranked.filter((scored) => !shown.includes(scored));
  if (shown.length === 0) return { text: "", shown, omitted, shortened };
  const more =
    omitted.length > 0
      ? `\n\n+ ${omitted.length} more gotcha${omitted.length === 1 ? "" : "s"} (run /memory:check-gotchas for all)`
      : "";
  return { text: `${header}${parts.join("\n\n")}${more}\n${RULE}`, shown, omitted, shortened };
}
