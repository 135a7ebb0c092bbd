// Races and honest outcomes: concurrent approvals, deletes across scopes, a
// log that cannot be appended to after the memory was written, symlinked
// scope roots, stdin that happens to be JSON, and what repair drops.

import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, json, makeSandbox, runCli, type Sandbox } from "../helpers.js";

const memoryFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".md")) : []);

function configure(box: Sandbox, config: unknown) {
  mkdirSync(box.projectStore, { recursive: true });
  writeFileSync(join(box.projectStore, "config.json"), JSON.stringify(config));
}

describe("concurrent approvals", () => {
  it("two `memory approve <id>` at once write exactly one memory", async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const box = makeSandbox();
      configure(box, { write: { approvalPolicy: "user_confirm" } });
      const proposed = json(
        await runCli(box, ["write", "Reset staging before tests", "--type", "gotcha", "--tags", "ci", "--json"]),
      );
      expect(proposed.pending).toBe(true);
      configure(box, {});
      const results = await Promise.all([
        runCli(box, ["approve", proposed.slug, "--json"]),
        runCli(box, ["approve", proposed.slug, "--json"]),
      ]);
      expect(results.map((result) => result.code).sort()).toEqual([0, 3]);
      expect(memoryFiles(box.projectStore)).toHaveLength(1);
      expect(memoryFiles(join(box.projectStore, "inbox"))).toEqual([]);
      expect(readdirSync(join(box.projectStore, "inbox")).filter((name) => name.includes("approving"))).toEqual([]);
    }
  });
});

describe("deleting a slug in one scope", () => {
  it("keeps the links of other scopes while another scope still holds the slug", async () => {
    const box = makeSandbox();
    const ctx = contextFor(box);
    await writeMemory(ctx, {
      content: "Shared target",
      type: "learning",
      tags: ["a"],
      slug: "shared",
      scope: "project",
    });
    await writeMemory(ctx, { content: "Local copy", type: "learning", tags: ["a"], slug: "shared", scope: "local" });
    await writeMemory(ctx, {
      content: "Links to shared",
      type: "learning",
      tags: ["a"],
      slug: "holder",
      scope: "project",
      links: ["shared"],
    });
    const result = await runCli(box, ["delete", "shared", "--scope", "local", "--force", "--json"]);
    expect(result.code).toBe(0);
    expect(readFileSync(join(box.projectStore, "holder.md"), "utf8")).toContain("target: shared");
    // Once no scope holds it, the links go with it.
    await runCli(box, ["delete", "shared", "--scope", "project", "--force", "--json"]);
    expect(readFileSync(join(box.projectStore, "holder.md"), "utf8")).not.toContain("target: shared");
  });
});

describe("a log append failing after the memory was written", () => {
  it("write, update, link and delete succeed (exit 0) with a warning, and a retry is not needed", async () => {
    const box = makeSandbox();
    const ctx = contextFor(box);
    await writeMemory(ctx, { content: "Other", type: "learning", tags: ["a"], slug: "other" });
    // events.jsonl replaced by a directory: every append fails.
    rmSync(join(box.projectStore, "log", "events.jsonl"), { force: true });
    mkdirSync(join(box.projectStore, "log", "events.jsonl"));
    const created = await runCli(box, ["write", "Pool size 10", "--type", "decision", "--tags", "db", "--json"]);
    expect(created.code).toBe(0);
    expect(created.stderr).toMatch(/saved, but its event could not be logged/);
    const slug = json(created).slug as string;
    expect(memoryFiles(box.projectStore)).toContain(`${slug}.md`);
    for (const args of [
      ["write", "Pool size 12", "--slug", slug, "--type", "decision", "--tags", "db"],
      ["link", slug, "other"],
      ["delete", "other", "--force"],
    ]) {
      const result = await runCli(box, args);
      expect(result.code, args.join(" ")).toBe(0);
      expect(result.stderr).toMatch(/could not be logged/);
    }
    expect(memoryFiles(box.projectStore)).toEqual([`${slug}.md`]);
  });
});

describe("symbolic links at the scope roots", () => {
  it("a .claude/memory (or .claude) link leading out of the repository is not followed; one within it is", async () => {
    for (const linked of [".claude/memory", ".claude"]) {
      const box = makeSandbox();
      const outside = join(box.dir, "elsewhere");
      mkdirSync(outside, { recursive: true });
      mkdirSync(join(box.repo, ".claude"), { recursive: true });
      if (linked === ".claude") rmSync(join(box.repo, ".claude"), { recursive: true });
      symlinkSync(outside, join(box.repo, linked));
      const result = await runCli(box, [
        "write",
        "Note",
        "--type",
        "learning",
        "--tags",
        "a",
        "--scope",
        "project",
        "--json",
      ]);
      expect(result.code, linked).not.toBe(0);
      expect(json(result).error.message).toMatch(/symbolic link leading out of the repository/);
      expect(readdirSync(outside).filter((name) => name.endsWith(".md") || name === "memory")).toEqual([]);
    }
    const box = makeSandbox();
    mkdirSync(join(box.repo, "notes", "memory"), { recursive: true });
    mkdirSync(join(box.repo, ".claude"), { recursive: true });
    symlinkSync(join(box.repo, "notes", "memory"), join(box.repo, ".claude", "memory"));
    const inside = await runCli(box, [
      "write",
      "Note",
      "--type",
      "learning",
      "--tags",
      "a",
      "--scope",
      "project",
      "--json",
    ]);
    expect(inside.code).toBe(0);
    expect(memoryFiles(join(box.repo, "notes", "memory"))).toHaveLength(1);
  });
});

describe("stdin that happens to be JSON", () => {
  it("is content unless it is a request of request fields with content (or --stdin json says so)", async () => {
    const box = makeSandbox();
    const markdown = JSON.stringify({ retries: 3, backoff: "exponential", content_type: "x" }, null, 2);
    const saved = json(
      await runCli(box, ["write", "--type", "learning", "--tags", "config", "--title", "Retry settings", "--json"], {
        input: markdown,
      }),
    );
    expect(readFileSync(saved.filePath, "utf8")).toContain('"backoff": "exponential"');
    const forced = json(
      await runCli(
        box,
        ["write", "--type", "learning", "--tags", "config", "--title", "Forced", "--stdin", "markdown", "--json"],
        { input: JSON.stringify({ content: "as text" }) },
      ),
    );
    expect(readFileSync(forced.filePath, "utf8")).toContain('{"content":"as text"}');
    const request = json(
      await runCli(box, ["write", "--json"], {
        input: JSON.stringify({ content: "A request", type: "decision", tags: ["db"], title: "As request" }),
      }),
    );
    expect(request.slug).toBe("decision-as-request");
    // Without --json (no script asking for a request), malformed JSON is simply text.
    const plain = await runCli(box, ["write", "--type", "learning", "--tags", "x", "--title", "Broken JSON is text"], {
      input: '{"almost": ',
    });
    expect(plain.code).toBe(0);
    expect(readFileSync(join(box.projectStore, "learning-broken-json-text.md"), "utf8")).toContain('{"almost":');
  });
});

describe("repair says what it drops", () => {
  it("an invalid links list entry is reported when the file is rewritten; a __proto__ key is kept", async () => {
    const box = makeSandbox();
    mkdirSync(box.projectStore, { recursive: true });
    const path = join(box.projectStore, "odd.md");
    writeFileSync(
      path,
      "---\ntitle: Odd\ntype: learning\ntags: [a]\ncreated: 2026-01-01T00:00:00Z\nupdated: 2026-01-01T00:00:00Z\n__proto__: {polluted: true}\nlinks:\n  - missing-target\n  - {no_target: 1}\n---\nBody\n",
    );
    const dry = json(await runCli(box, ["repair", "--dry-run", "--json"]));
    expect(JSON.stringify(dry.repaired)).toMatch(
      /Would drop what the rewritten frontmatter could not keep: odd: link entry \{\\"no_target\\":1\}/,
    );
    expect(readFileSync(path, "utf8")).toContain("no_target");
    const run = json(await runCli(box, ["repair", "--json"]));
    expect(JSON.stringify(run.repaired)).toMatch(
      /Dropped what the rewritten frontmatter could not keep: odd: link entry/,
    );
    const text = readFileSync(path, "utf8");
    expect(text).not.toContain("missing-target");
    expect(text).toContain("__proto__:");
  });
});
