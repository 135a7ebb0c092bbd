// The words prompt recall matches on, for memories (when they are indexed)
// and prompts (in the hook): lower-cased, split at punctuation and where
// camelCase changes case (an identifier also counts whole), English function
// words and conversational filler dropped, stemmed. Pure and small.

import { stem } from "porter2";

// Function words, and what people type to steer a chat rather than to say
// what it is about. General English, not any one project's vocabulary.
const STOP = new Set(
  (
    "a about above after again against all also am an and any are as at be because been before being below between both but by can cannot could " +
    "did do does doing done down during each else even ever every few for from further get gets getting go goes going gone got had has have having " +
    "he her here hers herself him himself his how i if in into is it its itself just let lets me more most much must my myself no nor not now of off " +
    "on once only or other ought our ours ourselves out over own same shall she should so some such than that the their theirs them themselves then " +
    "there these they this those through to too under until up upon us very was we were what when where which while who whom why will with would " +
    "yes yeah yep you your yours yourself yourselves ok okay thanks thank thx please pls sure great good nice cool fine right alright well hi hello hey " +
    "sorry still really maybe actually basically something anything everything nothing thing things stuff way lot bit kind sort one two " +
    "want wanted need needs needed like look looks looking see seen seems think thought know tell said say says make makes made use using used " +
    "try trying tried keep let's i'm it's that's don't can't doesn't didn't isn't won't we're you're i've we've go ahead continue proceed next " +
    "again same instead another new old first last now then today yesterday tomorrow already yet soon later"
  ).split(" "),
);

const ASCII = /^[\x00-\x7f]*$/;
let unicodeSplit: RegExp | undefined;

/** What a token adds: its whole form when it is a compound, then the terms of its parts. */
interface TokenTerms {
  whole?: string;
  parts: string[];
}

// Memories share most of their words: each token is analysed once (a rebuild reads every memory).
const tokenCache = new Map<string, TokenTerms>();
const MAX_CACHED_TOKENS = 100_000;

function tokenTerms(token: string): TokenTerms {
  let cached = tokenCache.get(token);
  if (cached) return cached;
  const parts = token.split(/_+|(?<=[a-z])(?=[A-Z])|(?<=[A-Za-z])(?=[0-9])|(?<=[0-9])(?=[A-Za-z])/).filter(Boolean);
  cached = { parts: [] };
  if (parts.length > 1) {
    const whole = token.replace(/_/g, "").toLowerCase();
    if (whole.length >= 6) cached.whole = whole;
  }
  for (const part of parts) {
    const lower = part.toLowerCase();
    if (lower.length < 2 || STOP.has(lower)) continue;
    if (/^\d+$/.test(lower) && lower.length < 3) continue;
    cached.parts.push(/^[a-z]+$/.test(lower) && lower.length > 3 ? stem(lower) : lower);
  }
  if (tokenCache.size >= MAX_CACHED_TOKENS) tokenCache.clear();
  tokenCache.set(token, cached);
  return cached;
}

/** One stemmed term per word, in order (duplicates kept: callers count them). */
export function recallTerms(text: string, max = 4000): string[] {
  const terms: string[] = [];
  const source = text.length > 20_000 ? text.slice(0, 20_000) : text;
  const tokens = ASCII.test(source)
    ? source.split(/[^A-Za-z0-9_]+/)
    : source.split((unicodeSplit ??= /[^\p{L}\p{N}_]+/u));
  for (const token of tokens) {
    if (!token) continue;
    const { whole, parts } = tokenTerms(token);
    if (whole !== undefined) terms.push(whole);
    for (const term of parts) {
      terms.push(term);
      if (terms.length >= max) return terms;
    }
  }
  return terms;
}

/** Field weights: a word of the title or a tag says more about a memory than one of its body. */
export const TITLE_WEIGHT = 3;
export const TAG_WEIGHT = 3;
/** Terms kept per memory (the most weighty). */
export const MAX_MEMORY_TERMS = 80;

/** A memory's weighted term frequencies, the heaviest first. */
export function memoryTerms(
  title: string,
  tags: readonly string[],
  body: string,
): Array<[term: string, weight: number]> {
  const weights = new Map<string, number>();
  const add = (terms: string[], weight: number, cap: number) => {
    const counts = new Map<string, number>();
    for (const term of terms) counts.set(term, Math.min(cap, (counts.get(term) ?? 0) + 1));
    for (const [term, count] of counts) weights.set(term, (weights.get(term) ?? 0) + count * weight);
  };
  add(recallTerms(title), TITLE_WEIGHT, 1);
  add(recallTerms(tags.join(" ")), TAG_WEIGHT, 1);
  add(recallTerms(body), 1, 4);
  return [...weights].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, MAX_MEMORY_TERMS);
}

/** Prompts longer than this (a pasted log, a file) are cut before their words are looked at. */
export const LONG_PROMPT_CHARS = 4000;
const HEAD_CHARS = 2000;
const TAIL_CHARS = 1200;
/** Windows of the middle looked at for identifiers, whatever its length. */
const MIDDLE_WINDOWS = 24;
const WINDOW_CHARS = 200;
const MAX_IDENTIFIERS = 40;
/** A word that looks like code: camelCase, snake_case, a dotted or slashed name, a word with digits. */
const IDENTIFIER = /[A-Za-z_][A-Za-z0-9]*(?:[_./:-][A-Za-z0-9]+|[a-z][A-Z][A-Za-z0-9]*|[0-9]+[A-Za-z]\w*)+/g;

/**
 * A long prompt bounded: its head (what the user asks usually comes first),
 * its tail (the error at the end of a log), and the identifier-looking words
 * of evenly spaced windows of the middle. The work on it is then the same
 * whatever the size of the paste. One part for a short prompt.
 */
export function boundPrompt(prompt: string): string[] {
  if (prompt.length <= LONG_PROMPT_CHARS) return [prompt];
  const middleStart = HEAD_CHARS;
  const middleEnd = prompt.length - TAIL_CHARS;
  const step = (middleEnd - middleStart) / MIDDLE_WINDOWS;
  const found = new Set<string>();
  for (let i = 0; i < MIDDLE_WINDOWS && found.size < MAX_IDENTIFIERS; i++) {
    const from = Math.floor(middleStart + i * step);
    for (const match of prompt.slice(from, Math.min(middleEnd, from + WINDOW_CHARS)).match(IDENTIFIER) ?? []) {
      if (found.size >= MAX_IDENTIFIERS) break;
      found.add(match);
    }
  }
  return [prompt.slice(0, HEAD_CHARS), prompt.slice(middleEnd), [...found].join(" ")];
}
