// The word lists analyses drop, now in one module: each keeps the words it had where it was defined before
// (search's is Lucene's English stop set), and the two name lists share their filler.

import { describe, expect, it } from "vitest";
import {
  IMPORT_FILLER_WORDS,
  PATH_GENERIC_WORDS,
  processTerm,
  RECALL_STOP_WORDS,
  SEARCH_STOP_WORDS,
  SLUG_FILLER_WORDS,
} from "../../src/core/text/index.js";
import { recallTerms } from "../../src/core/recall/index.js";
import { slugFromTitle } from "../../src/core/slug.js";
import { termsOf } from "../../src/core/gotcha/index.js";
import { asciiWords } from "../../src/core/gotcha/match.js";

describe("word lists", () => {
  it("search drops Lucene's 33 English stop words, and keeps the words notes about code mean", () => {
    expect(SEARCH_STOP_WORDS.size).toBe(33);
    for (const word of ["the", "with", "such", "will"]) expect(processTerm(word)).toBeNull();
    for (const word of ["do", "get", "new"]) expect(processTerm(word)).not.toBeNull();
  });

  it("recall drops conversational filler that search keeps", () => {
    expect(RECALL_STOP_WORDS.size).toBeGreaterThan(200);
    expect(recallTerms("please look at the retry queue, thanks")).toEqual(
      expect.not.arrayContaining(["pleas", "please", "look", "thank", "thanks"]),
    );
    for (const word of ["please", "look", "thanks"]) expect(processTerm(word)).not.toBeNull();
  });

  it("names share their filler; slugs and imports each add their own", () => {
    for (const word of ["the", "of", "when", "how", "that"]) {
      expect(SLUG_FILLER_WORDS.has(word)).toBe(true);
      expect(IMPORT_FILLER_WORDS.has(word)).toBe(true);
    }
    expect([...SLUG_FILLER_WORDS].filter((word) => !IMPORT_FILLER_WORDS.has(word)).sort()).toEqual([
      "decided",
      "use",
      "using",
      "was",
      "were",
    ]);
    expect(slugFromTitle("decision", "We decided to use Postgres for the queue")).toBe("decision-postgres-queue");
  });

  it("gotcha matching drops the words of every path and command", () => {
    expect(PATH_GENERIC_WORDS.has("src")).toBe(true);
    expect([...termsOf("src/payments/index.ts")]).toEqual(["payment"]);
    expect([...termsOf("npm run build", true)].sort()).toEqual(["!build", "!npm", "!run"]);
  });

  it("cuts ASCII text into the words the expression it replaces cut it into", () => {
    let seed = 5;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const characters = "aZz09Az-_/. \t$camelCaseHTTPServer2fa";
    const expression = /[^A-Za-z0-9]+|(?<=[a-z])(?=[A-Z])/;
    for (let i = 0; i < 5000; i++) {
      const text = Array.from({ length: Math.floor(random() * 24) }, () =>
        characters.charAt(Math.floor(random() * characters.length)),
      ).join("");
      expect(asciiWords(text), JSON.stringify(text)).toEqual(text.split(expression).filter(Boolean));
    }
    expect(asciiWords("src/authClient/OAuthToken.ts")).toEqual(["src", "auth", "Client", "OAuth", "Token", "ts"]);
    expect([...termsOf("src/payments/2024/refreshTokens.ts")]).toEqual(["payment", "refresh", "token"]);
  });
});
