// Team memory through real git: the merge driver, conflicts in health/validate
// and the hook, `memory resolve`, tombstones, derived state kept out of git.

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { json, makeSandbox, runCli, type Sandbox, runHook } from "../helpers.js";
import { commitAll, conflictedFiles, git, initRepo } from "./git.js";

function gitSandbox(): Sandbox {
  const box = makeSandbox({ repo: false });
  initRepo(box.repo);
  return box;
}

async function cli(box: Sandbox, args: string[], input?: string) {
  return runCli(box, args, input === undefined ? {} : { input });
}

async function write(box: Sandbox, request: Record<string, unknown>) {
  const result = await cli(box, ["write", "--json"], JSON.stringify(request));
  expect(result.code, result.stderr).toBe(0);
  return json<{ slug: string }>(result).slug;
}

const memoryPath = (box: Sandbox, slug: string) => join(box.projectStore, `${slug}.md`);

async function hookAfterRead(box: Sandbox, file: string): Promise<string> {
  const input = {
    session_id: `s-${Math.random()}`,
    cwd: box.repo,
    hook_event_name: "PostToolUse",
    tool_name: "Read",
    tool_input: { file_path: join(box.repo, file) },
    tool_response: {},
  };
  return (await runHook(box, input)).stdout;
}

/** A gotcha committed on main, then branches `a` and `b` from it; returns its slug. */
async function seedBranches(box: Sandbox, extra: Record<string, unknown> = {}): Promise<string> {
  const slug = await write(box, {
    content: "# Refresh race\n\nTwo refreshes race.\n\nUse a mutex.",
    type: "gotcha",
    tags: ["auth"],
    paths: ["src/auth/**"],
    ...extra,
  });
  expect((await cli(box, ["git-setup"])).code).toBe(0);
  commitAll(box.repo, "seed");
  git(box.repo, ["branch", "a"]);
  git(box.repo, ["branch", "b"]);
  return slug;
}

const edit = (slug: string, request: Record<string, unknown>) => JSON.stringify({ slug, type: "gotcha", ...request });

describe("team memory through git", () => {
  it("merges edits of different fields of one memory with the driver, where plain git conflicts", async () => {
    const box = gitSandbox();
    const slug = await seedBranches(box);
    expect(readFileSync(join(box.projectStore, ".gitattributes"), "utf8")).toContain("*.md merge=memory");
    expect(git(box.repo, ["config", "merge.memory.driver"]).stdout).toMatch(/merge-file .*%O %A %B %L %P/);
    git(box.repo, ["checkout", "-q", "a"]);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a later `updated` on each side
    expect(
      (
        await cli(
          box,
          ["write"],
          edit(slug, { content: "# Refresh race\n\nTwo refreshes race.\n\nUse a mutex.", tags: ["auth", "mutex"] }),
        )
      ).code,
    ).toBe(0);
    commitAll(box.repo, "a: tag");
    git(box.repo, ["checkout", "-q", "b"]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(
      (
        await cli(
          box,
          ["write"],
          edit(slug, {
            content: "# Refresh race\n\nTwo refreshes race.\n\nUse a mutex.\n\nSeen in production.",
            tags: ["auth", "tokens"],
            fields: { severity: "S1" },
          }),
        )
      ).code,
    ).toBe(0);
    commitAll(box.repo, "b: body, severity, tag");

    // Without the driver (what git did before): the `updated` line and the tag list conflict.
    expect(conflictedFiles(box.repo, "a", { plain: true })).toContain(`.claude/memory/${slug}.md`);
    expect(conflictedFiles(box.repo, "a")).toEqual([]);
    git(box.repo, ["merge", "-q", "--no-edit", "a"]);
    const merged = readFileSync(memoryPath(box, slug), "utf8");
    expect(merged).toContain("tags:\n  - auth\n  - tokens\n  - mutex\n");
    expect(merged).toContain("severity: S1");
    expect(merged).toContain("Seen in production.");
    // Derived state never travels: nothing under .index/ is tracked, and the logs merged as unions.
    expect(git(box.repo, ["ls-files"]).stdout).not.toContain(".index/");
    const events = readFileSync(join(box.projectStore, "log", "events.jsonl"), "utf8")
      .trim()
      .split("\n");
    expect(events.filter((line) => line.includes('"kind":"updated"'))).toHaveLength(2);
  });

  it("reports a same-field conflict in health and validate, never injects it, and ends it with memory resolve", async () => {
    const box = gitSandbox();
    const slug = await seedBranches(box, { fields: { severity: "S2" } });
    for (const [branch, severity] of [
      ["a", "S1"],
      ["b", "S3"],
    ] as const) {
      git(box.repo, ["checkout", "-q", branch]);
      await cli(
        box,
        ["write"],
        edit(slug, {
          content: "# Refresh race\n\nTwo refreshes race.\n\nUse a mutex.",
          tags: ["auth"],
          paths: ["src/auth/**"],
          fields: { severity },
        }),
      );
      commitAll(box.repo, `${branch}: severity`);
    }
    expect(git(box.repo, ["merge", "--no-edit", "a"], { allowFail: true }).code).not.toBe(0);
    expect(readFileSync(memoryPath(box, slug), "utf8")).toContain(
      "<<<<<<< ours\nseverity: S3\n=======\nseverity: S1\n>>>>>>> theirs\n",
    );

    const health = json<{ issues: Array<{ category: string; memory?: string; severity: string; fix?: string }> }>(
      await cli(box, ["health", "--json"]),
    );
    expect(health.issues).toContainEqual(
      expect.objectContaining({
        category: "frontmatter",
        kind: "merge-conflict",
        memory: slug,
        severity: "critical",
        fix: expect.stringContaining(`memory resolve ${slug}`),
      }),
    );
    const validate = await cli(box, ["validate", "--json"]);
    expect(validate.code).toBe(1);
    expect(json(validate).violations).toContainEqual(expect.objectContaining({ rule: "merge-conflict" }));
    expect(await hookAfterRead(box, "src/auth/login.ts")).toBe(""); // a conflicted gotcha is never injected

    const refused = await cli(box, ["resolve", slug]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("--ours");
    const resolved = json(await cli(box, ["resolve", slug, "--theirs", "--json"]));
    expect(resolved).toMatchObject({ success: true, resolution: "theirs", kept: [slug], conflicts: 1, staged: true });
    expect(readFileSync(memoryPath(box, slug), "utf8")).toContain("severity: S1");
    expect(git(box.repo, ["diff", "--name-only", "--diff-filter=U"]).stdout).toBe("");
    const event = readFileSync(join(box.projectStore, "log", "events.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line))
      .at(-1);
    expect(event).toMatchObject({
      kind: "sync.conflict.resolved",
      winner: { id: slug },
      loser: { id: slug },
      resolution: "theirs",
    });
    expect((await cli(box, ["validate"])).code).toBe(0);
    expect(await hookAfterRead(box, "src/auth/login.ts")).toContain("Refresh race");
    git(box.repo, ["commit", "-q", "-am", "merged"]);
  });

  it.each(["resolve", "repair"])(
    "keeps two memories saved with the same title on two branches: both, linked to each other (memory %s)",
    async (how) => {
      const box = gitSandbox();
      await seedBranches(box);
      for (const branch of ["a", "b"]) {
        git(box.repo, ["checkout", "-q", branch]);
        await write(box, {
          title: "Deploy needs VPN",
          content: `Seen on branch ${branch}.`,
          type: "gotcha",
          tags: ["deploy"],
        });
        commitAll(box.repo, `${branch}: new gotcha`);
      }
      expect(git(box.repo, ["merge", "--no-edit", "a"], { allowFail: true }).code).not.toBe(0);
      const health = json<{ issues: Array<{ kind?: string; description: string }> }>(
        await cli(box, ["health", "--json"]),
      );
      expect(health.issues.find((issue) => issue.kind === "merge-conflict")?.description).toContain(
        "two different memories",
      );
      if (how === "resolve") {
        const resolved = json(await cli(box, ["resolve", "gotcha-deploy-needs-vpn", "--json"]));
        expect(resolved).toMatchObject({
          resolution: "both",
          kept: ["gotcha-deploy-needs-vpn", "gotcha-deploy-needs-vpn-2"],
        });
      } else {
        const repaired = json(await cli(box, ["repair", "--json"]));
        expect(repaired.repaired).toContainEqual(
          expect.objectContaining({
            type: "conflict-resolved",
            affectedMemories: ["gotcha-deploy-needs-vpn", "gotcha-deploy-needs-vpn-2"],
          }),
        );
      }
      const first = json(await cli(box, ["read", "gotcha-deploy-needs-vpn", "--json"])).memory;
      const second = json(await cli(box, ["read", "gotcha-deploy-needs-vpn-2", "--json"])).memory;
      // The one created first keeps the name (the same on every clone that ends this conflict).
      expect(first.content).toContain("branch a");
      expect(second.content).toContain("branch b");
      expect(JSON.stringify(first)).toContain("gotcha-deploy-needs-vpn-2");
      expect(JSON.stringify(second)).toContain('"gotcha-deploy-needs-vpn"');
      git(box.repo, ["commit", "-q", "--no-edit", "-a"]);
      expect(git(box.repo, ["status", "--porcelain"]).stdout).toBe("");
    },
  );

  it("never gives a deleted memory's slug to a new one, across a merge", async () => {
    const box = gitSandbox();
    const slug = await seedBranches(box);
    git(box.repo, ["checkout", "-q", "a"]);
    expect((await cli(box, ["delete", slug, "--force"])).code).toBe(0);
    commitAll(box.repo, "a: delete");
    git(box.repo, ["checkout", "-q", "b"]);
    await write(box, { title: "Other", content: "Other.", type: "gotcha", tags: ["x"] });
    await cli(box, ["delete", "gotcha-other", "--force"]);
    commitAll(box.repo, "b: another deletion");
    git(box.repo, ["merge", "-q", "--no-edit", "a"]);
    const tombstones = readFileSync(join(box.projectStore, "log", "tombstones.jsonl"), "utf8");
    expect(tombstones).toContain(slug);
    expect(tombstones).toContain("gotcha-other");
    expect(await write(box, { content: "# Refresh race\n\nA new one.", type: "gotcha", tags: ["auth"] })).toBe(
      `${slug}-2`,
    );
    expect(await write(box, { title: "Other", content: "Again.", type: "gotcha", tags: ["x"] })).toBe("gotcha-other-2");
  });

  it("health finds derived state committed to git and a clone without the driver; --fix sets it up", async () => {
    const box = gitSandbox();
    await write(box, { title: "Note", content: "A note.", type: "learning", tags: ["x"] });
    // The write registered the driver (its .gitattributes names it); a clone where it is gone again:
    git(box.repo, ["config", "--unset", "merge.memory.driver"]);
    git(box.repo, ["add", "-f", ".claude/memory/.index"]);
    commitAll(box.repo, "derived state committed by mistake");
    const before = json<{ issues: Array<{ category: string; description: string; fixable: boolean; fix?: string }> }>(
      await cli(box, ["health", "--json"]),
    );
    expect(before.issues).toContainEqual(
      expect.objectContaining({
        category: "index",
        fixable: false,
        description: expect.stringContaining("derived files are committed under .index/"),
        fix: expect.stringContaining("rm -r -q --cached"),
      }),
    );
    expect(before.issues).toContainEqual(
      expect.objectContaining({
        category: "index",
        kind: "git-setup",
        description: expect.stringContaining("not set up in this clone"),
      }),
    );
    expect((await cli(box, ["health", "--fix"])).code).toBe(0);
    git(box.repo, ["rm", "-r", "-q", "--cached", ".claude/memory/.index"]);
    const after = json<{ issues: Array<{ category: string; kind?: string }> }>(await cli(box, ["health", "--json"]));
    expect(after.issues.filter((issue) => issue.kind === "git-setup" || issue.category === "index")).toEqual([]);
    commitAll(box.repo, "all");
    expect(git(box.repo, ["ls-files"]).stdout).not.toContain(".index");
  });

  it("an edit that changes nothing leaves the file alone, and a hand-written file keeps its formatting", async () => {
    const box = gitSandbox();
    mkdirSync(box.projectStore, { recursive: true });
    const text = `---\ntitle: Hand written\ntype: learning\ntags: [one, two]\ncreated: 2026-01-10T10:00:00Z\nupdated: 2026-01-10T10:00:00Z\n---\nBody.\n`;
    writeFileSync(memoryPath(box, "learning-hand"), text);
    expect((await cli(box, ["link", "learning-hand", "learning-hand-other"])).code).not.toBe(0); // unknown target: nothing written
    expect(readFileSync(memoryPath(box, "learning-hand"), "utf8")).toBe(text);
    await write(box, { title: "Other", content: "Other.", type: "learning", tags: ["x"] });
    expect((await cli(box, ["link", "learning-hand", "learning-other", "--label", "relates-to"])).code).toBe(0);
    const linked = readFileSync(memoryPath(box, "learning-hand"), "utf8");
    expect(
      linked.startsWith("---\ntitle: Hand written\ntype: learning\ntags: [one, two]\ncreated: 2026-01-10T10:00:00Z\n"),
    ).toBe(true);
    expect(linked).toContain("links:\n  - {target: learning-other, label: relates-to,");
    // Saving the same content again changes nothing, not even `updated`.
    const same = await cli(
      box,
      ["write", "--json"],
      JSON.stringify({
        slug: "learning-other",
        title: "Other",
        type: "learning",
        tags: ["x"],
        content: "# Other\n\nOther.",
      }),
    );
    expect(json(same).message).toBe("Memory unchanged: learning-other");
    const before = readFileSync(memoryPath(box, "learning-other"), "utf8");
    await cli(
      box,
      ["write"],
      JSON.stringify({
        slug: "learning-other",
        title: "Other",
        type: "learning",
        tags: ["x"],
        content: "# Other\n\nOther.",
      }),
    );
    expect(readFileSync(memoryPath(box, "learning-other"), "utf8")).toBe(before);
  });
});

describe("memory resolve --both on nested conflicts", () => {
  it("splits a side that itself holds two memories (git merged the name in two steps): three memories, no markers left", async () => {
    const box = gitSandbox();
    mkdirSync(box.projectStore, { recursive: true });
    const memory = (created: string, body: string) =>
      `---\ntitle: Same\ntype: gotcha\ntags:\n  - x\ncreated: ${created}\nupdated: ${created}\n---\n${body}\n`;
    const [one, two, three] = [
      memory("2026-01-01T00:00:00Z", "One."),
      memory("2026-01-02T00:00:00Z", "Two."),
      memory("2026-01-03T00:00:00Z", "Three."),
    ];
    const inner = `<<<<<<<< ours (added on both sides)\n${two}========\n${three}>>>>>>>> theirs\n`;
    writeFileSync(
      memoryPath(box, "gotcha-same"),
      `<<<<<<< ours (added on both sides)\n${one}=======\n${inner}>>>>>>> theirs\n`,
    );
    const resolved = json(await cli(box, ["resolve", "gotcha-same", "--json"]));
    expect(resolved.kept).toHaveLength(3);
    expect(resolved.kept.slice(0, 2)).toEqual(["gotcha-same", "gotcha-same-2"]);
    const bodies = resolved.kept.map((slug: string) => readFileSync(memoryPath(box, slug), "utf8"));
    expect(bodies.some((text: string) => /^<{7}/m.test(text))).toBe(false);
    expect(bodies.map((text: string) => /\n(One|Two|Three)\.\n/.exec(text)?.[1]).sort()).toEqual([
      "One",
      "Three",
      "Two",
    ]);
    expect((await cli(box, ["validate"])).code).toBe(0);
  });
});
