// A deterministic pseudo-random corpus of memories for the keyword index tests:
// identifiers, paths, punctuation, unicode, stop words, stems, repeats.
import { type KeywordDocument, toKeywordDocument } from "../../src/index/keyword/config.js";

export const WORDS = [
  "token",
  "refresh",
  "race",
  "mutex",
  "auth",
  "OAuth2",
  "max_connections",
  "__init__.py",
  "src/auth/token.ts",
  "ECONNREFUSED",
  "127.0.0.1:5432",
  "postgres",
  "replicas",
  "yarn",
  "install",
  "CI",
  "café",
  "naïve",
  "日本語",
  "the",
  "and",
  "of",
  "v1.2.3",
  "kebab-case-name",
  "snake_case_name",
  "CamelCaseName",
  "don't",
  "e.g.",
  "#42",
  "TypeError:",
  "undefined",
  "null",
  "ünïcödé",
  "x",
  "a",
  "I",
  "running",
  "runs",
  "ran",
  "connections",
];

/** A deterministic pseudo-random corpus: identifiers, paths, punctuation, unicode, repeats. */
export function corpus(count: number, seed = 7): KeywordDocument[] {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
  const phrase = (length: number) =>
    Array.from({ length }, () => WORDS[next(WORDS.length)]).join(next(4) === 0 ? ", " : " ");
  return Array.from({ length: count }, (_, i) =>
    toKeywordDocument({
      slug: `memory-${i}`,
      title: phrase(1 + next(6)),
      tags: Array.from({ length: next(4) }, () => WORDS[next(WORDS.length)]!.toLowerCase()),
      body: Array.from({ length: 1 + next(4) }, () => phrase(3 + next(30))).join("\n\n"),
      extra: next(3) === 0 ? [phrase(4)] : [],
    }),
  );
}
