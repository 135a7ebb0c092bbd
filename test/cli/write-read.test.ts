import { chmodSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { json, makeSandbox, runCli } from "../helpers.js";

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

describe("memory write", () => {
  it("creates a memory and prints the public API's confirmation", async () => {
    const box = makeSandbox();
    const result = await runCli(box, [
      "write",
      "Decided to use OAuth2 with PKCE",
      "--type",
      "decision",
      "--tags",
      "auth,oauth2",
    ]);
    expect(result.code).toBe(0);
    const file = join(box.projectStore, "decision-oauth2-pkce.md");
    expect(result.stdout).toMatch(
      new RegExp(
        `^✓ Memory created: decision-oauth2-pkce\\n  Scope: project\\n  Path: ${file.replace(/[.]/g, "\\.")}\\n  Created: \\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ\\n$`,
      ),
    );
    const text = readFileSync(file, "utf8");
    expect(text).toMatch(
      /^---\ntitle: Decided to use OAuth2 with PKCE\ntype: decision\ntags:\n  - auth\n  - oauth2\ncreated: \S+Z\nupdated: \S+Z\n---\nDecided to use OAuth2 with PKCE\n$/,
    );
  });

  it("--json prints exactly the WriteMemoryResponse", async () => {
    const box = makeSandbox();
    const response = json(
      await runCli(box, [
        "write",
        "Use a mutex",
        "--type",
        "gotcha",
        "--tags",
        "auth",
        "--title",
        "Refresh race",
        "--json",
      ]),
    );
    expect(Object.keys(response).sort()).toEqual(["created", "filePath", "message", "scope", "slug", "success"]);
    expect(response).toMatchObject({
      success: true,
      slug: "gotcha-refresh-race",
      scope: "project",
      message: "Memory created: gotcha-refresh-race",
    });
    expect(response.created).toMatch(ISO);
    expect(response.filePath).toBe(join(box.projectStore, "gotcha-refresh-race.md"));
    expect(readFileSync(response.filePath, "utf8")).toContain("---\n# Refresh race\n\nUse a mutex\n");
  });

  it("writes to global outside a repo and honours HOME", async () => {
    const box = makeSandbox({ repo: false });
    const response = json(await runCli(box, ["write", "note", "--type", "learning", "--tags", "x", "--json"]));
    expect(response.scope).toBe("global");
    expect(response.filePath.startsWith(join(box.home, ".claude", "memory"))).toBe(true);
  });

  it("reads the content, or a whole JSON request, from stdin", async () => {
    const box = makeSandbox();
    const plain = json(
      await runCli(box, ["write", "--type", "learning", "--tags", "shell", "--json"], {
        input: '# Quoting `$ARGUMENTS`\n\nIt\'s "raw" $HOME $(whoami)\n',
      }),
    );
    expect(readFileSync(plain.filePath, "utf8")).toContain('It\'s "raw" $HOME $(whoami)');
    expect(plain.slug).toBe("learning-quoting-arguments");

    const request = {
      content: "Pool size 10 avoids exhaustion",
      type: "decision",
      tags: ["db", "pool"],
      title: "DB pool size",
      paths: ["src/db/**"],
      fields: { severity: "S2", owner: "me" },
    };
    const viaJson = json(await runCli(box, ["write", "--json"], { input: JSON.stringify(request) }));
    expect(viaJson.slug).toBe("decision-db-pool-size");
    const text = readFileSync(viaJson.filePath, "utf8");
    expect(text).toContain("paths:\n  - src/db/**\n");
    expect(text).toContain("severity: S2");
    expect(text).toContain("owner: me");

    const overridden = json(
      await runCli(box, ["write", "--type", "gotcha", "--json"], { input: JSON.stringify(request) }),
    );
    expect(overridden.slug).toBe("gotcha-db-pool-size");
  });

  it("de-duplicates slugs with -2, -3", async () => {
    const box = makeSandbox();
    const slugs = [];
    for (let i = 0; i < 3; i++)
      slugs.push(json(await runCli(box, ["write", "Same title", "--type", "hub", "--tags", "a", "--json"])).slug);
    expect(slugs).toEqual(["hub-same-title", "hub-same-title-2", "hub-same-title-3"]);
  });

  it("--slug updates in place: created kept, unknown fields kept", async () => {
    const box = makeSandbox();
    mkdirSync(box.projectStore, { recursive: true });
    const file = join(box.projectStore, "gotcha-x.md");
    writeFileSync(
      file,
      "---\ntitle: X\ntype: gotcha\ntags: [a]\ncreated: 2026-01-01T00:00:00Z\nupdated: 2026-01-01T00:00:00Z\nowner: team-db\nreview: {due: 2026-05-01}\n---\nold body\n",
    );
    const response = json(
      await runCli(box, ["write", "new body", "--slug", "gotcha-x", "--type", "gotcha", "--tags", "a,b", "--json"]),
    );
    expect(response).toMatchObject({
      success: true,
      slug: "gotcha-x",
      created: "2026-01-01T00:00:00Z",
      message: "Memory updated: gotcha-x",
    });
    const read = json(await runCli(box, ["read", "gotcha-x", "--json"]));
    expect(read.memory.content).toBe("new body");
    expect(read.memory.tags).toEqual(["a", "b"]);
    expect(read.memory.frontmatter).toEqual({ owner: "team-db", review: { due: "2026-05-01" } });
    expect(read.memory.updated > "2026-01-01T00:00:00Z").toBe(true);
  });

  it.each([
    [["write", "x", "--type", "note", "--tags", "a"], 2, "INVALID_TYPE", /Invalid type "note": use one of decision/],
    [["write", "x", "--type", "gotcha"], 2, "INVALID_TAGS", /At least one tag/],
    [["write", "x", "--type", "gotcha", "--tags", "ok,bad tag!"], 2, "INVALID_TAGS", /Malformed tag "bad-tag!"/],
    [
      ["write", "x", "--type", "gotcha", "--tags", "a", "--scope", "enterprise"],
      4,
      "SCOPE_NOT_AVAILABLE",
      /MEMORY_ENTERPRISE_DIR/,
    ],
    [["write", "x", "--type", "gotcha", "--tags", "a", "--scope", "team"], 2, "USAGE", /Invalid scope "team"/],
    [
      ["write", "x", "--type", "gotcha", "--tags", "a", "--slug", "../escape"],
      2,
      "INVALID_SLUG",
      /Invalid slug "..\/escape"/,
    ],
    [["write", "x", "--type", "gotcha", "--tags", "a", "--links", "ok,Bad/Link"], 2, "INVALID_SLUG", /Bad\/Link/],
    [["write", "--type", "gotcha", "--tags", "a"], 2, "USAGE", /Nothing to write/],
    [["write", "x", "--typo", "gotcha"], 2, "USAGE", /Unknown option '--typo'.*memory write --help/],
  ])("%j fails with exit %i and %s", async (args, exitCode, code, message) => {
    const box = makeSandbox();
    const human = await runCli(box, args as string[]);
    expect(human.code).toBe(exitCode);
    expect(human.stdout).toBe("");
    expect(human.stderr).toMatch(message as RegExp);
    expect(human.stderr.trim().split("\n")).toHaveLength(1);
    const machine = await runCli(box, [...(args as string[]), "--json"]);
    expect(machine.code).toBe(exitCode);
    expect(json(machine)).toEqual({
      success: false,
      error: expect.objectContaining({ code, message: expect.stringMatching(message as RegExp) }),
    });
    expect(readdirSync(box.repo)).toEqual([".git"]);
  });

  it("a filesystem failure is FileWriteError and writes nothing", async () => {
    const box = makeSandbox();
    mkdirSync(join(box.repo, ".claude"), { recursive: true });
    writeFileSync(box.projectStore, "a file where the store directory should be");
    const result = await runCli(box, ["write", "x", "--type", "learning", "--tags", "a", "--json"]);
    expect(result.code).toBe(1);
    expect(json(result).error).toMatchObject({ code: "FILE_WRITE_FAILED", name: "FileWriteError" });
    expect(json(result).error.message).toMatch(/Cannot create the project memory directory/);
  });

  it("rejects stdin that looks like JSON but is not", async () => {
    const box = makeSandbox();
    const result = await runCli(box, ["write", "--json"], { input: '{"content": "x", ' });
    expect(result.code).toBe(2);
    expect(`${result.stdout}${result.stderr}`).toMatch(/not valid JSON/);
  });
});

describe("memory write --content-file", () => {
  // What the save command's Bash fallback does with content the shell cannot carry: a file outside the project.
  const content = 'The API answers {"code": 401} when the token expired; `retry` once with "fresh" creds.\n';
  const saved = (box: ReturnType<typeof makeSandbox>, slug: string) =>
    readFileSync(join(box.projectStore, `${slug}.md`), "utf8");

  it("takes the content from a file outside the project, as it is, and leaves the project alone", async () => {
    const box = makeSandbox();
    const file = join(box.dir, "outside", "memory-content.md");
    mkdirSync(join(box.dir, "outside"));
    writeFileSync(file, content);
    const args = ["write", "--type", "gotcha", "--tags", "api", "--title", "API error body on expiry"];
    const result = await runCli(box, [...args, "--content-file", file, "--json"]);
    expect(result.code).toBe(0);
    expect(json(result)).toMatchObject({ success: true, slug: "gotcha-api-error-body-expiry" });
    expect(saved(box, "gotcha-api-error-body-expiry")).toContain(content.trim());
    expect(readdirSync(box.repo).sort()).toEqual([".claude", ".git"]);

    // An edit by slug takes its new content the same way; - reads stdin as markdown, a JSON object included.
    const edit = ["write", "--slug", "gotcha-api-error-body-expiry", "--content-file", "-"];
    expect((await runCli(box, edit, { input: '{"content": "not a request"}' })).code).toBe(0);
    expect(saved(box, "gotcha-api-error-body-expiry")).toContain('{"content": "not a request"}');
    expect(saved(box, "gotcha-api-error-body-expiry")).not.toContain("401");
  });

  it("a missing, unusable or empty file is a clear typed error, and nothing is written", async () => {
    const box = makeSandbox();
    const empty = join(box.dir, "empty.md");
    writeFileSync(empty, " \n");
    const base = ["write", "--type", "learning", "--tags", "a", "--json", "--content-file"];
    const cases: Array<[string[], number, string, RegExp]> = [
      [[join(box.dir, "missing.md")], 3, "FILE_NOT_FOUND", /No such file: .*missing\.md/],
      [[box.dir], 2, "USAGE", /is a directory/],
      [[empty], 2, "USAGE", /empty\.md is empty/],
      [[""], 2, "USAGE", /needs the path of a file/],
      [[empty, "positional text"], 2, "USAGE", /as an argument or with --content-file, not both/],
      [[empty, "--stdin", "markdown"], 2, "USAGE", /--content-file and --stdin/],
    ];
    for (const [extra, exit, code, message] of cases) {
      const result = await runCli(box, [...base, ...extra]);
      expect(result.code, extra.join(" ")).toBe(exit);
      expect(json(result).error).toMatchObject({ code, message: expect.stringMatching(message) });
    }
    const huge = join(box.dir, "huge.md");
    writeFileSync(huge, "x".repeat(2_000_001));
    const tooLarge = await runCli(box, [...base, huge]);
    expect(tooLarge.code).toBe(2);
    expect(json(tooLarge).error).toMatchObject({ code: "ENTRY_TOO_LARGE" });
    if (process.getuid?.() !== 0) {
      // (root reads any file: the refusal is the system's, so it is checked only where it can happen)
      const locked = join(box.dir, "locked.md");
      writeFileSync(locked, content);
      chmodSync(locked, 0o000);
      const unreadable = await runCli(box, [...base, locked]);
      expect(unreadable.code).toBe(2);
      expect(json(unreadable).error.message).toMatch(/Cannot read .*locked\.md/);
    }
    expect(readdirSync(box.repo)).toEqual([".git"]);
  });
});

describe("memory read", () => {
  it("shows the boxed view of the public API", async () => {
    const box = makeSandbox();
    await runCli(box, [
      "write",
      "# OAuth2 Implementation Decision\n\nWe decided to use OAuth2 with PKCE flow.",
      "--type",
      "decision",
      "--tags",
      "auth,oauth2",
      "--links",
      "hub-auth",
    ]);
    const result = await runCli(box, ["read", "decision-oauth2-implementation"]);
    expect(result.code).toBe(0);
    const rule = "─".repeat(37);
    expect(result.stdout).toMatch(
      new RegExp(
        `^${rule}\\ndecision-oauth2-implementation \\[project\\]\\n${rule}\\nType: decision\\nTags: auth, oauth2\\nCreated: \\S+Z\\nUpdated: \\S+Z\\nLinks: hub-auth\\n${rule}\\n\\n# OAuth2 Implementation Decision\\n\\nWe decided to use OAuth2 with PKCE flow.\\n`,
      ),
    );
  });

  it("--format json prints the ReadMemoryResponse with the full Memory", async () => {
    const box = makeSandbox();
    const written = json(
      await runCli(box, [
        "write",
        "body [[hub-x]]",
        "--type",
        "gotcha",
        "--tags",
        "a",
        "--title",
        "T",
        "--paths",
        "src/{a,b}/**",
        "--json",
      ]),
    );
    const response = json(await runCli(box, ["read", written.slug, "--format", "json"]));
    expect(Object.keys(response).sort()).toEqual(["memory", "scope", "success"]);
    expect(response.scope).toBe("project");
    expect(response.memory).toEqual({
      slug: written.slug,
      title: "T",
      type: "gotcha",
      tags: ["a"],
      created: written.created,
      updated: written.created,
      links: ["hub-x"],
      content: "# T\n\nbody [[hub-x]]",
      scope: "project",
      filePath: written.filePath,
      frontmatter: { paths: ["src/{a,b}/**"] },
    });
  });

  it("looks in local, project, then global, unless --scope is given", async () => {
    const box = makeSandbox();
    for (const scope of ["global", "project"]) {
      await runCli(box, [
        "write",
        `in ${scope}`,
        "--type",
        "learning",
        "--tags",
        "a",
        "--slug",
        "shared",
        "--scope",
        scope,
      ]);
    }
    expect(json(await runCli(box, ["read", "shared", "--json"])).scope).toBe("project");
    expect(json(await runCli(box, ["read", "shared", "--scope", "global", "--json"])).memory.content).toBe("in global");
  });

  it("not found is exit 3 with a hint; a bad slug is exit 2", async () => {
    const box = makeSandbox();
    const missing = await runCli(box, ["read", "nope"]);
    expect(missing.code).toBe(3);
    expect(missing.stderr).toMatch(/No memory "nope" in any available scope\. Run `memory list`/);
    expect(json(await runCli(box, ["read", "nope", "--json"])).error.code).toBe("MEMORY_NOT_FOUND");
    const bad = await runCli(box, ["read", "../../etc/passwd", "--json"]);
    expect(bad.code).toBe(2);
    expect(json(bad).error.code).toBe("INVALID_SLUG");
  });

  it("a file with broken YAML is reported with its line, not rewritten", async () => {
    const box = makeSandbox();
    mkdirSync(box.projectStore, { recursive: true });
    const file = join(box.projectStore, "broken.md");
    const text = "---\ntitle: ok\ntags: [a, b\n---\nbody\n";
    writeFileSync(file, text);
    const result = await runCli(box, ["read", "broken", "--json"]);
    expect(result.code).toBe(1);
    expect(json(result).error).toMatchObject({ code: "MALFORMED_MEMORY" });
    expect(json(result).error.message).toMatch(/broken\.md: frontmatter cannot be parsed at line \d/);
    const update = await runCli(box, ["write", "new", "--slug", "broken", "--type", "learning", "--tags", "a"]);
    expect(update.code).toBe(1);
    expect(readFileSync(file, "utf8")).toBe(text);
  });

  it("never follows a symlinked memory file out of the store", async () => {
    const box = makeSandbox();
    mkdirSync(box.projectStore, { recursive: true });
    writeFileSync(join(box.dir, "secret.txt"), "---\ntitle: secret\n---\nsecret");
    const { symlinkSync } = await import("node:fs");
    symlinkSync(join(box.dir, "secret.txt"), join(box.projectStore, "link.md"));
    const result = await runCli(box, ["read", "link", "--json"]);
    expect(result.code).toBe(3);
    chmodSync(join(box.dir, "secret.txt"), 0o600);
  });
});
