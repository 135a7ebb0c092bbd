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

  it("carries no value that follows a password's name or stands alone after a title's colon, even one no rule knew", () => {
    // Values in the shapes people type, which no secret rule need recognise for the file name to stay clean.
    const cases: Array<[string, string]> = [
      ["prod db pw rotated 2024-06-03 → Vq8!mZ2x-Lr5t (update the batch box too)", "learning-prod-db-pw"],
      ["App-specific pw for Transporter uploads: rmcn-tpwy-zoox-pqvr", "learning-app-specific-pw"],
      ["Gäste-WLAN Büro Köln: Domplatte-2024!", "learning-gaste-wlan-buro-koln"],
      ["운영 DB (MySQL 8) root 비번 임시로 바꿈: dlatl2024Qw!", "learning-db-mysql-8-root"],
      ["Mot de passe du routeur : Chamonix74", "learning-mot-de-passe"],
    ];
    for (const [title, slug] of cases) expect(slugFromTitle("learning", title), title).toBe(slug);
    expect(slugFromTitle("learning", "안드로이드 키스토어 비밀번호 Keystore!Play2024")).not.toMatch(/play|keystore/);
    // Titles about passwords, and titles with a colon before words, keep their words.
    expect(slugFromTitle("gotcha", "Password reset emails go to spam")).toBe("gotcha-password-reset-emails-go-spam");
    expect(slugFromTitle("gotcha", "Postgres: never run VACUUM FULL on big tables")).toBe(
      "gotcha-postgres-never-run-vacuum-full-big-tables",
    );
    expect(slugFromTitle("decision", "Pin the Node version in .nvmrc")).toBe("decision-pin-node-version-nvmrc");
  });

  it("leaves out a token typed as a password wherever it stands in the title, and keeps identifiers", () => {
    // Made-up values: letters, digits and a symbol inside, with no key word before them.
    expect(slugFromTitle("learning", "Staging box login: deploy / Qm7#vLp2&xR9 since March")).toBe(
      "learning-staging-box-login-deploy-since-march",
    );
    expect(slugFromTitle("learning", "The NAS in the office is still kT4!wq9Zr@b, never changed")).toBe(
      "learning-nas-office-still-never-changed",
    );
    expect(slugFromTitle("gotcha", "utf8mb4 columns need a 191-char index on MySQL 5.6")).toBe(
      "gotcha-utf8mb4-columns-need-191-char-index-mysql-5-6",
    );
    // A value quoted in the title is a literal someone typed: out of the file name, whatever its shape.
    expect(slugFromTitle("learning", "Harbor push works with: echo 'h4rb0r-Pu5h!' | docker login")).toBe(
      "learning-harbor-push-works-echo-docker-login",
    );
    expect(slugFromTitle("gotcha", 'Use "npm ci" in CI, it\'s faster')).toBe("gotcha-npm-ci-ci-s-faster");
    expect(slugFromTitle("gotcha", "a+b=c in C# templates breaks user@example.com parsing")).toBe(
      "gotcha-b-c-c-templates-breaks-user-example-com-parsing",
    );
  });
});
