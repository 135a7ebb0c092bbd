// The GOTCHA block of spec 003, within a character budget.

import type { ScoredGotcha } from "./gotcha-match.js";

const RULE = "━".repeat(39);

export interface GotchaBudget {
  maxGotchas: number;
  maxChars: number;
}

export interface RenderedGotchas<T extends ScoredGotcha = ScoredGotcha> {
  text: string;
  shown: T[];
  omitted: T[];
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

/** Lifecycle (issue 9): a gotcha whose anchored code changed is shown as possibly stale, not as current. */
function staleNote(gotcha: ScoredGotcha["gotcha"]): string {
  const paths = gotcha.staleSources ?? [];
  if (paths.length > 0) {
    const named = paths.length <= 2 ? paths.join(", ") : `${paths.slice(0, 2).join(", ")} and ${paths.length - 2} more`;
    return ` (may be stale: ${named} changed since it was verified)`;
  }
  return gotcha.stale ? " (may be stale: the code it is about changed since it was verified)" : "";
}

function renderOne({ gotcha, relevance }: ScoredGotcha, textChars: number): string {
  const text = gotcha.text.length > textChars ? `${gotcha.text.slice(0, Math.max(40, textChars - 1)).trimEnd()}…` : gotcha.text;
  const lines = [`${gotcha.slug}: ${gotcha.title}${staleNote(gotcha)}`];
  if (text) lines.push(`"${wrap(text)}"`);
  lines.push("");
  if (gotcha.tags.length) lines.push(`Tags: ${gotcha.tags.join(", ")}`);
  if (gotcha.severity) lines.push(`Severity: ${gotcha.severity}`);
  lines.push(`Relevance: ${relevance.toFixed(2)}`);
  return lines.join("\n");
}

/** Renders the most relevant gotchas that fit; the rest are counted in a "+ N more" line. */
export function renderGotchaBlock<T extends ScoredGotcha>(ranked: T[], budget: GotchaBudget, about?: string): RenderedGotchas<T> {
  const header = `${RULE}\n⚠ GOTCHA (from memory)${about ? ` — ${about}` : ""}\n${RULE}\n\n`;
  const parts: string[] = [];
  const shown: T[] = [];
  let used = header.length + RULE.length + 60;
  for (const scored of ranked) {
    if (shown.length >= budget.maxGotchas) break;
    let part = renderOne(scored, 400);
    if (used + part.length + 2 > budget.maxChars) {
      // Shorten the text of this one rather than drop it, if a useful amount still fits.
      const room = budget.maxChars - used - (part.length - scored.gotcha.text.length) - 2;
      if (room < 80) break;
      part = renderOne(scored, room);
    }
    parts.push(part);
    shown.push(scored);
    used += part.length + 2;
  }
  const omitted = ranked.slice(shown.length);
  if (shown.length === 0) return { text: "", shown, omitted };
  const more = omitted.length > 0 ? `\n\n+ ${omitted.length} more gotcha${omitted.length === 1 ? "" : "s"} (run /memory:check-gotchas for all)` : "";
  return { text: `${header}${parts.join("\n\n")}${more}\n${RULE}`, shown, omitted };
}
