import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { InvalidSlugError, MalformedMemoryError, MemoryNotFoundError } from "../../src/core/errors.js";
import { assessQuality, gradeOf, qualityScore, type QualityCheck } from "../../src/ops/quality.js";
import { contextFor, json, makeSandbox, runCli, type Sandbox } from "../helpers.js";

const DATES = "created: 2026-01-10T10:00:00Z\nupdated: 2026-01-10T10:30:00Z";

function put(box: Sandbox, slug: string, frontmatter: string, body: string): void {
  mkdirSync(box.projectStore, { recursive: true });
  writeFileSync(join(box.projectStore, `${slug}.md`), `---\n${frontmatter}\n---\n${body}\n`);
}

const RICH_BODY = `# OAuth2 refresh race

When several requests refresh the access token at once, the refresh token is
rotated twice and every request but the first fails with \`invalid_grant\`.

## Fix

- Guard the refresh in \`src/auth/token.ts\` with a mutex.
- Share the pending refresh promise between callers.

\`\`\`ts
const token = await refreshOnce();
\`\`\`

See [[decision-oauth2]] and [[hub-auth]].`;

function richStore(box: Sandbox): void {
  put(
    box,
    "gotcha-refresh",
    `title: OAuth2 refresh race\ndescription: several requests refresh a token at once; invalid_grant after login\ntype: gotcha\ntags: [auth, oauth2]\n${DATES}\npaths: ["src/auth/**"]\nlinks:\n  - { target: learning-rotation, label: relates-to, created: 2026-01-10T10:00:00Z }`,
    RICH_BODY,
  );
  put(
    box,
    "decision-oauth2",
    `title: OAuth2 with PKCE\ntype: decision\ntags: [auth, oauth2]\n${DATES}`,
    "# OAuth2 with PKCE\n\nWe use PKCE because the implicit flow leaks tokens.",
  );
  put(
    box,
    "hub-auth",
    `title: Authentication\ntype: hub\ntags: [auth]\n${DATES}`,
    "# Authentication\n\nEverything about login and tokens.",
  );
  put(
    box,
    "learning-rotation",
    `title: Refresh token rotation\ntype: learning\ntags: [auth]\n${DATES}`,
    "# Refresh token rotation\n\nRefresh tokens rotate on every use.",
  );
}

const byRule = (checks: QualityCheck[], rule: string) => checks.find((check) => check.rule === rule)!;

describe("memory quality", () => {
  it("keeps each part within its range and the score equal to their sum", async () => {
    const box = makeSandbox();
    richStore(box);
    put(box, "learning-bare", "title: learning-bare\ntype: learning\ntags: []", "x");
    const context = contextFor(box);
    for (const slug of ["gotcha-refresh", "decision-oauth2", "hub-auth", "learning-rotation", "learning-bare"]) {
      const { score, breakdown } = await qualityScore(context, { slug });
      expect(breakdown.completeness).toBeGreaterThanOrEqual(0);
      expect(breakdown.completeness).toBeLessThanOrEqual(30);
      expect(breakdown.linking).toBeGreaterThanOrEqual(0);
      expect(breakdown.linking).toBeLessThanOrEqual(40);
      expect(breakdown.content).toBeGreaterThanOrEqual(0);
      expect(breakdown.content).toBeLessThanOrEqual(30);
      expect(score).toBe(breakdown.completeness + breakdown.linking + breakdown.content);
    }
  });

  it("scores a rich, well-linked memory full marks and far above a bare one", async () => {
    const box = makeSandbox();
    richStore(box);
    put(box, "learning-bare", "title: learning-bare\ntype: learning\ntags: []", "x");
    const context = contextFor(box);
    const rich = await assessQuality(context, { slug: "gotcha-refresh" });
    expect(rich.checks.filter((check) => check.status !== "pass")).toEqual([]);
    expect(rich.response).toEqual({
      success: true,
      slug: "gotcha-refresh",
      score: 100,
      breakdown: { completeness: 30, linking: 40, content: 30 },
      suggestions: [],
    });
    expect(rich.grade).toBe("Excellent");
    const bare = await qualityScore(context, { slug: "learning-bare" });
    expect(bare.score).toBeLessThan(30);
    expect(bare.suggestions.length).toBeGreaterThan(3);
  });

  it("flips each rule when its condition changes", async () => {
    const cases: Array<{ rule: string; fail: [string, string]; pass: [string, string] }> = [
      {
        rule: "title",
        fail: ["type: learning\ntags: [a, b]", "plain words only"],
        pass: ["title: Real title\ntype: learning\ntags: [a, b]", "plain words only"],
      },
      {
        rule: "type",
        fail: ["title: T\ntype: nonsense\ntags: [a, b]", "words"],
        pass: ["title: T\ntype: learning\ntags: [a, b]", "words"],
      },
      {
        rule: "tags",
        fail: ["title: T\ntype: learning", "words"],
        pass: ["title: T\ntype: learning\ntags: [a, b]", "words"],
      },
      {
        rule: "dates",
        fail: ["title: T\ntype: learning\ntags: [a]\ncreated: yesterday", "words"],
        pass: ["title: T\ntype: learning\ntags: [a]\ncreated: 2026-01-01T00:00:00Z", "words"],
      },
      {
        rule: "specifics",
        fail: ["title: T\ntype: gotcha\ntags: [a]", "words"],
        pass: ['title: T\ntype: gotcha\ntags: [a]\npaths: ["src/**"]', "words"],
      },
      {
        rule: "specifics",
        fail: ["title: T\ntype: decision\ntags: [a]", "We chose X."],
        pass: ["title: T\ntype: decision\ntags: [a]", "We chose X.\n\n## Why\n\nIt is faster."],
      },
      {
        rule: "specifics",
        fail: ["title: T\ntype: artifact\ntags: [a]", "The config file."],
        pass: ["title: T\ntype: artifact\ntags: [a]", "The config file: https://example.com/config"],
      },
      {
        rule: "specifics",
        fail: ["title: T\ntype: breadcrumb\ntags: [a]", "Stopped halfway."],
        pass: ["title: T\ntype: breadcrumb\ntags: [a]", "Stopped halfway in `parseDate`."],
      },
      {
        rule: "broken",
        fail: ["title: T\ntype: learning\ntags: [a]\nlinks: [nowhere]", "words"],
        pass: ["title: T\ntype: learning\ntags: [a]", "words"],
      },
      {
        rule: "length",
        fail: ["title: T\ntype: learning\ntags: [a]", "too short"],
        pass: ["title: T\ntype: learning\ntags: [a]", "word ".repeat(40)],
      },
      {
        rule: "structure",
        fail: ["title: T\ntype: learning\ntags: [a]", "# T\n\nprose only"],
        pass: ["title: T\ntype: learning\ntags: [a]", "# T\n\n- a list item"],
      },
      {
        rule: "examples",
        fail: ["title: T\ntype: learning\ntags: [a]", "no example"],
        pass: ["title: T\ntype: learning\ntags: [a]", "run ```\nnpm ci\n```"],
      },
      {
        rule: "finished",
        fail: ["title: T\ntype: learning\ntags: [a]", "TODO write this"],
        pass: ["title: T\ntype: learning\ntags: [a]", "written; a todo list is fine"],
      },
    ];
    for (const { rule, fail, pass } of cases) {
      const box = makeSandbox();
      const context = contextFor(box);
      put(
        box,
        "learning-subject",
        `${fail[0]}\n${DATES.replace(fail[0].includes("created") ? /created: \S+\n/ : /^$/, "")}`,
        fail[1],
      );
      const failed = byRule((await assessQuality(context, { slug: "learning-subject" })).checks, rule);
      expect(failed.status, `${rule} should fail for ${JSON.stringify(fail)}`).toBe("fail");
      expect(failed.points).toBe(0);
      put(
        box,
        "learning-subject",
        `${pass[0]}\n${DATES.replace(pass[0].includes("created") ? /created: \S+\n/ : /^$/, "")}`,
        pass[1],
      );
      const passed = byRule((await assessQuality(context, { slug: "learning-subject" })).checks, rule);
      expect(passed.status, `${rule} should pass for ${JSON.stringify(pass)}`).toBe("pass");
      expect(passed.points).toBe(passed.max);
    }
  });

  it("gives partial credit for one tag and for one or two edges", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    put(box, "learning-a", `title: A\ntype: learning\ntags: [x]\n${DATES}\nlinks: [learning-b]`, "words");
    put(box, "learning-b", `title: B\ntype: learning\ntags: [x, y]\n${DATES}`, "words");
    const { checks } = await assessQuality(context, { slug: "learning-a" });
    expect(byRule(checks, "tags")).toMatchObject({ status: "partial", points: 3 });
    expect(byRule(checks, "edges")).toMatchObject({ status: "partial", points: 8, finding: "Has 1 edge (learning-b)" });
    put(box, "learning-c", `title: C\ntype: learning\ntags: [x]\n${DATES}\nlinks: [learning-a]`, "words");
    expect(byRule((await assessQuality(context, { slug: "learning-a" })).checks, "edges")).toMatchObject({
      points: 14,
    });
  });

  it("counts a hub link in either direction and names a hub to link to", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    put(box, "hub-auth", `title: Authentication\ntype: hub\ntags: [auth]\n${DATES}`, "Login, tokens and sessions.");
    put(
      box,
      "gotcha-race",
      `title: Token refresh race\ntype: gotcha\ntags: [auth, tokens]\n${DATES}`,
      "Two refreshes of the token race.",
    );
    let assessment = await assessQuality(context, { slug: "gotcha-race" });
    expect(byRule(assessment.checks, "hub").status).toBe("fail");
    expect(assessment.response.suggestions).toContain(
      "Link to hub hub-auth: memory link gotcha-race hub-auth --label part-of",
    );
    put(
      box,
      "hub-auth",
      `title: Authentication\ntype: hub\ntags: [auth]\n${DATES}\nlinks: [gotcha-race]`,
      "Login, tokens and sessions.",
    );
    assessment = await assessQuality(context, { slug: "gotcha-race" });
    expect(byRule(assessment.checks, "hub")).toMatchObject({ status: "pass", finding: "Linked to hub (hub-auth)" });
  });

  it("suggests similar unlinked memories by name", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    put(
      box,
      "gotcha-race",
      `title: OAuth2 token refresh race\ntype: gotcha\ntags: [auth, oauth2]\n${DATES}`,
      "Concurrent OAuth2 token refresh rotates the refresh token twice.",
    );
    put(
      box,
      "decision-oauth2",
      `title: OAuth2 refresh tokens\ntype: decision\ntags: [auth, oauth2]\n${DATES}`,
      "Refresh tokens rotate on every OAuth2 token refresh.",
    );
    put(
      box,
      "learning-ci",
      `title: CI cache\ntype: learning\ntags: [ci]\n${DATES}`,
      "The pipeline caches node_modules.",
    );
    const { suggestions } = await qualityScore(context, { slug: "gotcha-race" });
    expect(suggestions).toContain(
      "Link to decision-oauth2: memory link gotcha-race decision-oauth2 --label warns-about",
    );
    expect(suggestions.join("\n")).not.toContain("learning-ci");
  });

  it("grades by score", () => {
    expect([100, 85, 84, 70, 69, 50, 49, 0].map(gradeOf)).toEqual([
      "Excellent",
      "Excellent",
      "Good",
      "Good",
      "Fair",
      "Fair",
      "Poor",
      "Poor",
    ]);
  });

  it("throws the typed errors", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    put(box, "learning-broken", "title: [unclosed\ntype: learning", "body");
    await expect(qualityScore(context, { slug: "learning-missing" })).rejects.toBeInstanceOf(MemoryNotFoundError);
    await expect(qualityScore(context, { slug: "../etc/passwd" })).rejects.toBeInstanceOf(InvalidSlugError);
    await expect(qualityScore(context, { slug: "learning-broken" })).rejects.toBeInstanceOf(MalformedMemoryError);
  });

  it("CLI: prints the public API's report, and exactly the response with --json", async () => {
    const box = makeSandbox();
    richStore(box);
    put(box, "learning-bare", "title: learning-bare\ntype: learning\ntags: []", "x");
    const report = await runCli(box, ["quality", "learning-bare"]);
    expect(report.code).toBe(0);
    const lines = report.stdout.split("\n");
    expect(lines.slice(0, 4)).toEqual(["Quality Score: learning-bare", "═".repeat(39), "", lines[3]]);
    expect(lines[3]).toMatch(/^Overall Score: \d+\/100 \(Poor\)$/);
    expect(report.stdout).toMatch(/\nBreakdown:\n  Completeness: \d+\/30\n    [✓✗⚠] /);
    expect(report.stdout).toMatch(
      /\n  Linking: \d+\/40\n    ✗ Not linked to a hub\n    ✗ No edges\n    ✓ No broken links\n/,
    );
    expect(report.stdout).toMatch(/\n  Content Quality: \d+\/30\n    ✗ Short \(1 words?; 30–600 is best\)\n/);
    expect(report.stdout).toMatch(/\nSuggestions:\n  - /);
    const response = json(await runCli(box, ["quality", "gotcha-refresh", "--json"]));
    expect(Object.keys(response).sort()).toEqual(["breakdown", "score", "slug", "success", "suggestions"]);
    expect(Object.keys(response.breakdown).sort()).toEqual(["completeness", "content", "linking"]);
    expect(response).toEqual({
      success: true,
      slug: "gotcha-refresh",
      score: 100,
      breakdown: { completeness: 30, linking: 40, content: 30 },
      suggestions: [],
    });
    const missing = await runCli(box, ["quality", "learning-nope"]);
    expect(missing.code).toBe(3);
    expect((await runCli(box, ["quality"])).code).toBe(2);
  });
});
