import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { anchorCandidates, anchorsOf, parseSourceRef } from "../../src/core/anchors.js";
import { renderGotchaBlock } from "../../src/core/gotcha/render.js";
import { listGotchas } from "../../src/ops/gotchas.js";
import { checkHealth } from "../../src/ops/health.js";
import { readMemory } from "../../src/ops/read.js";
import { verifyMemory } from "../../src/ops/verify.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { checkAnchors, resolveInRepo, staleAnchorPaths, stampAnchors } from "../../src/store/anchor-hash.js";
import { contextFor, makeSandbox, type Sandbox } from "../helpers.js";

function code(box: Sandbox, path: string, text: string) {
  mkdirSync(join(box.repo, path, ".."), { recursive: true });
  writeFileSync(join(box.repo, path), text);
}

const staleIssues = async (context: ReturnType<typeof contextFor>) =>
  (await checkHealth(context)).issues.filter((issue) => issue.kind === "stale-source");

describe("source references", () => {
  it("parses the events.jsonl format's normalised forms", () => {
    expect(parseSourceRef("src/features/engine.py:L553-L699")).toEqual({
      kind: "file",
      path: "src/features/engine.py",
      lines: { start: 553, end: 699 },
    });
    expect(parseSourceRef("docs/INCIDENTS.md#INC-036:L553-L699")).toEqual({
      kind: "file",
      path: "docs/INCIDENTS.md",
      heading: "INC-036",
      lines: { start: 553, end: 699 },
    });
    expect(parseSourceRef("src/labels.py::create_label")).toEqual({
      kind: "file",
      path: "src/labels.py",
      symbol: "create_label",
    });
    expect(parseSourceRef("src/a.ts")).toEqual({ kind: "file", path: "src/a.ts" });
    expect(parseSourceRef("commit 7874956")).toEqual({ kind: "commit", hash: "7874956" });
    expect(parseSourceRef("PR #123")).toEqual({ kind: "pr", id: "123" });
    expect(parseSourceRef("https://example.com/x")).toEqual({ kind: "url", url: "https://example.com/x" });
    expect(parseSourceRef("src/**/*.ts").kind).toBe("other");
    expect(
      anchorCandidates({
        source: ["src/a.ts:L1-L3", "commit abcdef1", "src/a.ts::f"],
        paths: ["src/auth/**", "src/b.ts", "lib/"],
      }),
    ).toEqual(["src/a.ts", "src/b.ts"]);
    expect(
      anchorsOf({ anchors: [{ path: "a", sha256: "0123456789abcdef" }, { path: "b", sha256: "nothex" }, "junk"] }),
    ).toEqual([{ path: "a", sha256: "0123456789abcdef" }]);
  });
});

describe("code-anchored staleness", () => {
  it("stamps the source file's hash on write; health reports stale-source once it changes; verify clears it", async () => {
    const box = makeSandbox();
    code(box, "src/a.ts", "export const a = 1;\nexport const b = 2;\nexport const c = 3;\n");
    const context = contextFor(box, { now: () => new Date("2026-04-01T00:00:00Z") });
    const written = await writeMemory(context, {
      content: "a, b and c must stay in this order",
      type: "gotcha",
      tags: ["order"],
      slug: "gotcha-order",
      fields: { source: ["src/a.ts:L1-L3", "commit 1234567"] },
    });
    const fm = (await readMemory(context, { slug: written.slug })).memory.frontmatter!;
    expect(fm.anchors).toEqual([{ path: "src/a.ts", sha256: expect.stringMatching(/^[0-9a-f]{16}$/) }]);
    expect(readFileSync(written.filePath, "utf8")).toMatch(
      /\nanchors:\n {2}- \{path: src\/a\.ts, sha256: '?[0-9a-f]{16}'?\}\n/,
    );
    expect(await staleIssues(context)).toEqual([]);

    code(box, "src/a.ts", "export const c = 3;\nexport const a = 1;\nexport const b = 2;\n");
    const stale = await staleIssues(context);
    expect(stale).toEqual([
      {
        severity: "warning",
        category: "frontmatter",
        kind: "stale-source",
        memory: "gotcha-order",
        description: "src/a.ts changed since it was written or verified",
        fixable: false,
        fix: "Check the memory against the code, update it if needed, then run `memory verify gotcha-order`",
      },
    ]);

    const later = contextFor(box, { now: () => new Date("2026-04-02T00:00:00Z") });
    const verified = await verifyMemory(later, { slug: "gotcha-order" });
    expect(verified.lastVerified).toBe("2026-04-02T00:00:00Z");
    expect(verified.anchors).toEqual([
      {
        path: "src/a.ts",
        sha256: expect.any(String),
        state: "changed",
        previous: (fm.anchors as Array<{ sha256: string }>)[0]!.sha256,
      },
    ]);
    expect(await staleIssues(later)).toEqual([]);
    const after = (await readMemory(later, { slug: "gotcha-order" })).memory;
    expect(after.updated).toBe("2026-04-01T00:00:00Z"); // verification is not an edit
    expect(after.frontmatter).toMatchObject({ last_verified: "2026-04-02T00:00:00Z" });

    rmSync(join(box.repo, "src/a.ts"));
    expect((await staleIssues(later))[0]!.description).toBe(
      "src/a.ts is gone or unreadable since it was written or verified",
    );
  });

  it("anchors plain paths of a gotcha, not globs or directories", async () => {
    const box = makeSandbox();
    code(box, "src/auth/token.ts", "token\n");
    const context = contextFor(box);
    await writeMemory(context, {
      content: "x",
      type: "gotcha",
      tags: ["auth"],
      slug: "g",
      paths: ["src/auth/token.ts", "src/auth/**", "src/auth"],
    });
    expect((await readMemory(context, { slug: "g" })).memory.frontmatter!.anchors).toEqual([
      { path: "src/auth/token.ts", sha256: expect.any(String) },
    ]);
  });

  it("never reads a source path outside the repository: .., absolute, or a symlink leading out", async () => {
    const box = makeSandbox();
    writeFileSync(join(box.dir, "outside.ts"), "secret\n");
    mkdirSync(join(box.repo, "src"), { recursive: true });
    symlinkSync(join(box.dir, "outside.ts"), join(box.repo, "src", "link.ts"));
    code(box, "src/inside.ts", "inside\n");
    symlinkSync(join(box.repo, "src", "inside.ts"), join(box.repo, "src", "alias.ts"));
    const context = contextFor(box);
    await writeMemory(context, {
      content: "x",
      type: "learning",
      tags: ["t"],
      slug: "outside",
      fields: {
        source: [
          "../outside.ts:L1-L1",
          join(box.dir, "outside.ts"),
          "src/link.ts",
          "src/../../outside.ts",
          "src/alias.ts",
        ],
      },
    });
    // only the symlink that stays inside the repository is anchored (under the name the memory gives it)
    expect((await readMemory(context, { slug: "outside" })).memory.frontmatter!.anchors).toEqual([
      { path: "src/alias.ts", sha256: expect.any(String) },
    ]);
    expect(resolveInRepo(box.repo, "../outside.ts")).toBeUndefined();
    expect(resolveInRepo(box.repo, join(box.dir, "outside.ts"))).toBeUndefined();
    expect(resolveInRepo(box.repo, "src/link.ts")).toBeUndefined();
    expect(resolveInRepo(box.repo, join(box.repo, "src/inside.ts"))?.path).toBe("src/inside.ts");
    expect(stampAnchors(box.repo, ["src/../../outside.ts"])).toEqual([]);
    // a hand-written anchor pointing outside is reported missing, never read
    expect(checkAnchors(box.repo, [{ path: "../outside.ts", sha256: "0000000000000000" }])).toEqual([
      { path: "../outside.ts", state: "missing", sha256: "0000000000000000" },
    ]);
  });

  it("does not anchor global memories (they are not about one checkout)", async () => {
    const box = makeSandbox();
    code(box, "src/a.ts", "a\n");
    const context = contextFor(box);
    await writeMemory(context, {
      content: "x",
      type: "learning",
      tags: ["t"],
      slug: "g",
      scope: "global",
      fields: { source: ["src/a.ts"] },
    });
    expect((await readMemory(context, { slug: "g" })).memory.frontmatter!.anchors).toBeUndefined();
  });

  it("a gotcha whose anchored file changed is listed and rendered as possibly stale, not as current", async () => {
    const box = makeSandbox();
    code(box, "src/db/pool.ts", "export const size = 10;\n");
    const context = contextFor(box);
    await writeMemory(context, {
      content: "The pool size must match the server's max connections",
      title: "Pool size",
      type: "gotcha",
      tags: ["db"],
      slug: "gotcha-pool",
      paths: ["src/db/pool.ts"],
    });
    const env = { CLAUDE_PLUGIN_DATA: join(box.dir, "plugin-data") };
    expect(
      (await listGotchas(context, { path: join(box.repo, "src/db/pool.ts") }, env)).gotchas[0]!.staleSources,
    ).toBeUndefined();
    code(box, "src/db/pool.ts", "export const size = 50;\n");
    const listed = await listGotchas(context, { path: join(box.repo, "src/db/pool.ts") }, env);
    expect(listed.gotchas[0]).toMatchObject({ slug: "gotcha-pool", stale: true, staleSources: ["src/db/pool.ts"] });
    const block = renderGotchaBlock([{ gotcha: listed.gotchas[0]!, relevance: 0.9, reason: "" }], {
      maxGotchas: 3,
      maxChars: 1500,
    });
    expect(block.text).toContain(
      "gotcha-pool: Pool size (may be stale: src/db/pool.ts changed since it was verified)\n",
    );
    // what the hook does with the anchors it finds in a gotcha entry
    const anchors = (await readMemory(context, { slug: "gotcha-pool" })).memory.frontmatter!.anchors as never;
    expect(staleAnchorPaths(box.repo, anchors)).toEqual(["src/db/pool.ts"]);
    expect(staleAnchorPaths(box.repo, undefined)).toEqual([]);
  });
});
