// Words that say a prompt needs no memory, or that it does: "typo", "rename",
// "undo", "explain", "regex" against "prod", "yesterday", "stuck", "we're";
// and words that say which type of memory it needs: "commit", "bump", "PR"
// a decision, "new", "tour", "organised" a hub. Each word's log-odds was
// learned on the labelled sets' prompts (bench/recall-eval/train.ts
// --write-lexicon), only words found in the prompts of several projects:
// general English and developers' words, not one project's. The relevance
// model reads the mean over a prompt's words (docs/recall.md).

import { stem } from "porter2";
import { MEMORY_TYPE_ODDS, NEEDS_NOTHING_ODDS } from "./lexicon-words.js";

/** A prompt's head is what it asks; a long paste after it says little of that. */
const HEAD_CHARS = 600;
/** Code names and paths locate; the plain words around them ask. */
// (The same matches as `[A-Za-z_][A-Za-z0-9]*(?:…|[0-9]+[A-Za-z]\w*)+`, in linear time: no start is tried right after
// a letter or `_`, where it fails or a match already covers it, and digits are split only at their first: the
// pattern without the two look-behinds took 18 s on a 4,000-character prompt of `AAA…000…0__0`.)
const IDENTIFIER =
  /(?:(?<![A-Za-z_])[A-Za-z]|_)[A-Za-z0-9]*(?:[_./:-][A-Za-z0-9]+|[a-z][A-Z][A-Za-z0-9]*|(?<![0-9])[0-9]+[A-Za-z]\w*)+/g;
const WORD = /[a-z]+(?:'[a-z]+)?/g;

/** A prompt's distinct plain words (function words kept), lower-cased, stemmed past three letters. */
export function plainWords(prompt: string): Set<string> {
  const words = prompt.slice(0, HEAD_CHARS).replace(IDENTIFIER, " ").toLowerCase().match(WORD) ?? [];
  return new Set(words.map((word) => (word.length > 3 ? stem(word) : word)));
}

/** Word → log-odds that a prompt holding it needs no memory (against the odds of any prompt). */
export interface Lexicon {
  get(word: string): number | undefined;
}

/**
 * The shipped lexicon, looked up in its `word odds word odds …` text where it stands: a prompt's few words cost a
 * few searches, where building a map of every word cost the hook 1–3 ms of CPU each time it starts.
 */
const SHIPPED_TEXT = ` ${NEEDS_NOTHING_ODDS} `;
const shipped: Lexicon = {
  get(word) {
    // Words and odds alternate, and no word is a number: ` word ` is found only where the word stands.
    const at = SHIPPED_TEXT.indexOf(` ${word} `);
    if (at < 0) return undefined;
    const from = at + word.length + 2;
    return Number(SHIPPED_TEXT.slice(from, SHIPPED_TEXT.indexOf(" ", from)));
  },
};

/** The memory types the type lexicon gives odds for, in the order its text lists them after each word. */
export const TYPE_LEXICON_TYPES = ["decision", "gotcha", "learning", "hub", "artifact", "breadcrumb"] as const;

/** Word → log-odds, for each of TYPE_LEXICON_TYPES, that what a prompt holding it needs is a memory of that type. */
export interface TypeLexicon {
  get(word: string): readonly number[] | undefined;
}

const TYPE_TEXT = ` ${MEMORY_TYPE_ODDS} `;
const shippedTypes: TypeLexicon = {
  get(word) {
    // A word, then one number per type: ` word ` is found only where the word stands (no word is a number).
    const at = TYPE_TEXT.indexOf(` ${word} `);
    if (at < 0) return undefined;
    const odds: number[] = [];
    let from = at + word.length + 2;
    for (let t = 0; t < TYPE_LEXICON_TYPES.length; t++) {
      const end = TYPE_TEXT.indexOf(" ", from);
      odds.push(Number(TYPE_TEXT.slice(from, end)));
      from = end + 1;
    }
    return odds;
  },
};

/**
 * The mean over a prompt's words (or its plainWords) the type lexicon knows of their log-odds for each memory type (TYPE_LEXICON_TYPES
 * order; zeros when it knows none): how much the prompt's wording calls for a decision, a hub, a gotcha.
 */
export function memoryTypeOdds(prompt: string | ReadonlySet<string>, lexicon: TypeLexicon = shippedTypes): number[] {
  const sum = TYPE_LEXICON_TYPES.map(() => 0);
  let known = 0;
  for (const word of typeof prompt === "string" ? plainWords(prompt) : prompt) {
    const odds = lexicon.get(word);
    if (!odds) continue;
    known++;
    odds.forEach((value, t) => (sum[t]! += value));
  }
  return sum.map((value) => (known > 0 ? value / known : 0));
}

/** The mean log-odds of a prompt's words (or its plainWords) that the lexicon knows (0 when it knows none). */
export function needsNothingOdds(prompt: string | ReadonlySet<string>, lexicon: Lexicon = shipped): number {
  let sum = 0;
  let known = 0;
  for (const word of typeof prompt === "string" ? plainWords(prompt) : prompt) {
    const odds = lexicon.get(word);
    if (odds === undefined) continue;
    sum += odds;
    known++;
  }
  return known > 0 ? sum / known : 0;
}
