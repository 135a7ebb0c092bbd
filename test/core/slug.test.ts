import { describe, expect, it } from "vitest";
import { InvalidSlugError } from "../../src/core/errors.js";
import { assertValidSlug, dedupeSlug, slugFromTitle } from "../../src/core/slug.js";

describe("slugs", () => {
  it.each([
    ["../x"],
    ["a/b"],
    ["a\\b"],
    [".hidden"],
    ["Upper"],
    [""],
    ["x".repeat(101)],
    ["-leading"],
    ["a.md"],
    ["a\0b"],
    [".."],
    ["/etc/passwd"],
    ["C:evil"],
    ["con"],
    ["nul"],
    ["com1"],
    ["lpt9"],
    ["a\u0000b"],
    ["\\\\server\\share"],
    ["~/x"],
    ["%2e%2e"],
  ])("rejects %j", (slug) => {
    expect(() => assertValidSlug(slug)).toThrow(InvalidSlugError);
  });

  it("accepts lower-case words, digits, '-' and '_' up to 100 characters", () => {
    for (const slug of ["a", "decision-oauth2", "x_y-2", "0abc", "a".repeat(100)])
      expect(() => assertValidSlug(slug)).not.toThrow();
  });

  it("builds <type>-<significant words> from a title", () => {
    expect(slugFromTitle("decision", "Decided to use OAuth2 with PKCE")).toBe("decision-oauth2-pkce");
    expect(slugFromTitle("gotcha", "Gotcha: the Café's naïve cache")).toBe("gotcha-cafe-s-naive-cache");
    expect(slugFromTitle("learning", "A".repeat(10) + " " + "b".repeat(70))).toBe("learning-aaaaaaaaaa");
  });

  it("falls back to a hash when a title has no ASCII words", () => {
    const slug = slugFromTitle("learning", "認証の問題");
    expect(slug).toMatch(/^learning-[0-9a-f]{8}$/);
    expect(() => assertValidSlug(slug)).not.toThrow();
  });

  it("de-duplicates with -2, -3", () => {
    const taken = new Set(["a", "a-2"]);
    expect(dedupeSlug("a", (s) => taken.has(s))).toBe("a-3");
    expect(dedupeSlug("b", (s) => taken.has(s))).toBe("b");
  });
});
