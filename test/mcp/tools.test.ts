import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { CLI, contextFor, json, makeSandbox, runCli } from "../helpers.js";
import { startServer } from "./mcp-client.js";

const LOGS = "log";
const GOTCHA = {
  content: "Refreshing the token from two requests at once races. Always go through refreshLock().",
  type: "gotcha",
  tags: ["auth", "tokens"],
  title: "Token refresh race",
  paths: ["src/auth/**"],
};

describe("memory mcp: tools", () => {
  it("lists the tools with schemas and annotations; delete and repair only when allowed", async () => {
    const box = makeSandbox();
    const server = await startServer(box);
    const { tools } = await server.client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      "search",
      "read",
      "save",
      "link",
      "list",
      "gotchas",
      "health",
      "feedback",
    ]);
    for (const tool of tools) {
      expect(tool.description!.length).toBeGreaterThan(80);
      expect(tool.inputSchema.type).toBe("object");
    }
    expect(tools.find((tool) => tool.name === "search")!.inputSchema.required).toEqual(["query"]);
    expect(tools.find((tool) => tool.name === "search")!.annotations?.readOnlyHint).toBe(true);
    expect(tools.find((tool) => tool.name === "health")!.annotations?.readOnlyHint).toBe(true);
    // Claude Code defers MCP tool schemas behind its tool search unless a tool asks to be always loaded.
    expect(tools.filter((tool) => tool._meta?.["anthropic/alwaysLoad"] === true).map((tool) => tool.name)).toEqual([
      "search",
      "read",
      "save",
    ]);
    expect(server.client.getServerVersion()?.name).toBe("memory");
    expect(server.client.getInstructions()).toMatch(/search/i);

    const refused = await server.call("delete", { slug: "anything" });
    expect(refused.isError).toBe(true);
    expect(refused.structured.error).toMatchObject({
      name: "ToolDisabledError",
      fix: expect.stringMatching(/--allow-destructive/),
    });

    const open = await startServer(box, { env: { MEMORY_MCP_ALLOW_DESTRUCTIVE: "1" } });
    const all = (await open.client.listTools()).tools;
    expect(all.find((tool) => tool.name === "delete")?.annotations).toMatchObject({
      destructiveHint: true,
      readOnlyHint: false,
    });
    expect(all.find((tool) => tool.name === "repair")?.annotations?.destructiveHint).toBe(true);
    const flag = await startServer(box, { args: ["--allow-destructive"] });
    expect((await flag.client.listTools()).tools.map((tool) => tool.name)).toContain("delete");
    // The same server as a command of the CLI.
    const viaCli = await startServer(box, { entry: [CLI, "mcp"], args: ["--allow-destructive"] });
    expect((await viaCli.client.listTools()).tools.map((tool) => tool.name)).toContain("repair");
    await viaCli.call("save", { content: "Temporary.", type: "learning", tags: ["tmp"], slug: "learning-temporary" });
    expect((await viaCli.call("delete", { slug: "learning-temporary" })).structured).toMatchObject({
      slug: "learning-temporary",
    });
    expect(existsSync(join(box.projectStore, "learning-temporary.md"))).toBe(false);
    const help = await runCli(box, ["mcp", "--help"]);
    expect(help.stdout).toMatch(/--allow-destructive/);
  });

  it("save, search, read, list, link, gotchas, health and feedback work end to end", async () => {
    const box = makeSandbox();
    const server = await startServer(box);
    const saved = await server.call("save", GOTCHA);
    expect(saved.isError).toBeFalsy();
    expect(saved.structured).toMatchObject({ slug: "gotcha-token-refresh-race", scope: "project" });
    expect(existsSync(join(box.projectStore, "gotcha-token-refresh-race.md"))).toBe(true);
    const decision = await server.call("save", {
      content: "We serialise refreshes with a mutex.",
      type: "decision",
      tags: ["auth"],
      title: "Mutex for token refresh",
      commands: ["npm run refresh*"],
    });
    const decisionSlug = decision.structured.slug as string;
    expect(readFileSync(join(box.projectStore, `${decisionSlug}.md`), "utf8")).toMatch(
      /commands:\s+- npm run refresh\*/,
    );

    const found = await server.call("search", { query: "token refresh" });
    expect(found.isError).toBeFalsy();
    expect(found.text).toContain("gotcha-token-refresh-race");
    expect((found.structured.results as Array<{ slug: string }>).map((r) => r.slug)).toContain(
      "gotcha-token-refresh-race",
    );
    const filtered = await server.call("search", { query: "refresh", type: "decision" });
    expect((filtered.structured.results as Array<{ slug: string }>).map((r) => r.slug)).toEqual([decisionSlug]);
    const past = await server.call("search", { query: "refresh", asOf: "2000-01-01" });
    expect(past.structured.results).toEqual([]);
    expect(past.text).toMatch(/No memory matches/);

    const read = await server.call("read", { slug: "gotcha-token-refresh-race" });
    expect(read.text).toMatch(/# Token refresh race/);
    expect(read.text).toMatch(/refreshLock\(\)/);
    expect(read.text).toMatch(/paths: src\/auth\/\*\*/);
    expect(read.structured.memory).toMatchObject({
      slug: "gotcha-token-refresh-race",
      type: "gotcha",
      tags: ["auth", "tokens"],
    });

    const listed = await server.call("list", { type: "gotcha" });
    expect(listed.structured.total).toBe(1);
    expect(listed.text).toContain("gotcha-token-refresh-race");

    const linked = await server.call("link", {
      source: "gotcha-token-refresh-race",
      target: decisionSlug,
      label: "warns-about",
    });
    expect(linked.structured).toMatchObject({ label: "warns-about" });
    expect((await server.call("read", { slug: "gotcha-token-refresh-race" })).text).toContain(`links: ${decisionSlug}`);

    const byPath = await server.call("gotchas", { path: "src/auth/token.ts" });
    expect(byPath.text).toContain("gotcha-token-refresh-race");
    expect(byPath.structured.total).toBe(1);
    const absolute = await server.call("gotchas", { path: join(box.repo, "src/auth/token.ts") });
    expect(absolute.structured.total).toBe(1);
    const elsewhere = await server.call("gotchas", { path: "docs/readme.md" });
    expect(elsewhere.structured.total).toBe(0);

    const health = await server.call("health", {});
    expect(health.isError).toBeFalsy();
    expect(health.structured.summary).toMatchObject({ totalMemories: 2 });
    expect(health.text).toMatch(/^Health: /);

    const feedback = await server.call("feedback", {
      query: "token refresh",
      returned: ["gotcha-token-refresh-race", decisionSlug],
      used: ["gotcha-token-refresh-race"],
      outcome: "helped",
    });
    expect(feedback.isError).toBeFalsy();
    expect(feedback.structured).toMatchObject({ event: expect.anything() });

    // Update by slug keeps what is not given.
    const updated = await server.call("save", {
      slug: "gotcha-token-refresh-race",
      content: "Use refreshLock() from src/auth/lock.ts.",
      type: "gotcha",
      tags: ["auth"],
    });
    expect(updated.structured.message).toMatch(/updated/);
    const after = readFileSync(join(box.projectStore, "gotcha-token-refresh-race.md"), "utf8");
    expect(after).toMatch(/src\/auth\/lock\.ts/);
    expect(after).toMatch(/warns-about/);
  });

  it("answers with typed errors carrying the fix, and keeps serving", async () => {
    const box = makeSandbox();
    const server = await startServer(box);
    await server.call("save", GOTCHA);
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ["read", { slug: "no-such-memory" }, "MemoryNotFoundError"],
      ["link", { source: "gotcha-token-refresh-race", target: "gotcha-token-refresh-race" }, "SelfLinkError"],
      ["link", { source: "gotcha-token-refresh-race", target: "nothing-here" }, "MemoryNotFoundError"],
      ["save", { ...GOTCHA, scope: "enterprise" }, "ScopeNotAvailableError"],
      ["search", { query: "x", asOf: "yesterday" }, "UsageError"],
      ["feedback", { query: "q", returned: [], used: ["gotcha-token-refresh-race"], outcome: "helped" }, "UsageError"],
      ["nonsense", {}, "UnknownToolError"],
    ];
    for (const [tool, args, name] of cases) {
      const result = await server.call(tool, args);
      expect(result.isError, `${tool} ${JSON.stringify(args)}`).toBe(true);
      expect(result.structured.error).toMatchObject({ name });
      expect(result.text).toMatch(new RegExp(`^${name}: `));
      expect((result.structured.error as { fix?: string }).fix).toBeTruthy();
    }
    await server.call("link", {
      source: "gotcha-token-refresh-race",
      target: (await server.call("save", { content: "x y z", type: "learning", tags: ["t"] })).structured
        .slug as string,
    });
    const target = (await server.call("list", { type: "learning" })).structured.memories as Array<{ slug: string }>;
    const duplicate = await server.call("link", { source: "gotcha-token-refresh-race", target: target[0]!.slug });
    expect(duplicate.structured.error).toMatchObject({ name: "DuplicateLinkError", code: "DUPLICATE_LINK" });
    expect((await server.call("search", { query: "refresh" })).isError).toBeFalsy();
  });

  it("rejects schema-invalid arguments and huge strings without going down", async () => {
    const box = makeSandbox();
    const server = await startServer(box);
    const bad: Array<[string, Record<string, unknown>]> = [
      ["search", {}],
      ["search", { query: 42 }],
      ["search", { query: "x", limit: 0 }],
      ["search", { query: "x", extra: true }],
      ["search", { query: "x".repeat(2_000_000) }],
      ["save", { content: "x".repeat(300_000), type: "learning", tags: ["a"] }],
      ["save", { content: "x", type: "opinion", tags: ["a"] }],
      ["save", { content: "x", type: "learning", tags: [] }],
      ["read", { slug: "../../etc/passwd" }],
      ["read", { slug: ["a"] }],
      ["gotchas", { path: "p".repeat(10_000) }],
    ];
    for (const [tool, args] of bad) {
      const result = await server.call(tool, args);
      expect(result.isError, `${tool} ${JSON.stringify(args).slice(0, 80)}`).toBe(true);
      expect(result.structured.error).toMatchObject({ name: "InvalidArgumentsError" });
    }
    expect(readdirSync(box.repo)).toEqual([".git"]);
    const ok = await server.call("save", GOTCHA);
    expect(ok.isError).toBeFalsy();
    expect((await server.call("search", { query: "refresh" })).structured.total).toBe(1);
  });

  it("save goes through the CLI's write path: redaction, approval inbox, denial, quota, events", async () => {
    const box = makeSandbox();
    const server = await startServer(box);
    const secret = await server.call("save", {
      content: "Deploy key is AKIAIOSFODNN7EXAMPLE, keep it safe.",
      type: "learning",
      tags: ["deploy"],
      title: "Deploy credentials",
    });
    expect(secret.structured.redactions).toEqual([{ kind: "aws-access-key", field: "content", count: 1 }]);
    expect(secret.text).toMatch(/Redacted 1 secret/);
    const text = readFileSync(secret.structured.filePath as string, "utf8");
    expect(text).not.toContain("AKIAIOSFODNN7EXAMPLE");
    expect(text).toContain("[REDACTED:aws-access-key]");
    const events = readFileSync(join(box.projectStore, LOGS, "events.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(events.at(-1)).toMatchObject({ kind: "saved", entry: { source: "tool" } });

    writeFileSync(join(box.projectStore, "config.json"), JSON.stringify({ write: { approvalPolicy: "user_confirm" } }));
    const proposed = await server.call("save", { content: "Proposed learning.", type: "learning", tags: ["x"] });
    expect(proposed.structured).toMatchObject({ pending: true });
    expect(proposed.text).toMatch(/Proposed for approval/);
    expect(existsSync(join(box.projectStore, "inbox"))).toBe(true);

    writeFileSync(join(box.projectStore, "config.json"), JSON.stringify({ write: { approvalPolicy: "denied" } }));
    const denied = await server.call("save", { content: "Nope.", type: "learning", tags: ["x"] });
    expect(denied.structured.error).toMatchObject({
      name: "WriteDeniedError",
      fix: expect.stringMatching(/another scope/),
    });
    const local = await server.call("save", {
      content: "Private note.",
      type: "learning",
      tags: ["x"],
      scope: "local",
    });
    expect(local.structured).toMatchObject({ scope: "local" });

    writeFileSync(join(box.projectStore, "config.json"), JSON.stringify({ quota: { maxEntriesPerScope: 1 } }));
    const quota = await server.call("save", { content: "One too many.", type: "learning", tags: ["x"] });
    expect(quota.structured.error).toMatchObject({ name: "QuotaExceededError" });
  });

  it("serves memories and index pages as resources", async () => {
    const box = makeSandbox();
    const server = await startServer(box);
    await server.call("save", GOTCHA);
    const { resources } = await server.client.listResources();
    expect(resources.map((resource) => resource.uri)).toEqual(
      expect.arrayContaining(["memory://project/INDEX", "memory://project/gotcha-token-refresh-race"]),
    );
    expect(resources.find((resource) => resource.uri === "memory://project/gotcha-token-refresh-race")).toMatchObject({
      mimeType: "text/markdown",
      title: "Token refresh race",
    });
    const memory = await server.client.readResource({ uri: "memory://project/gotcha-token-refresh-race" });
    expect(memory.contents[0]).toMatchObject({ mimeType: "text/markdown" });
    expect((memory.contents[0] as { text: string }).text).toMatch(/^---\ntitle: Token refresh race/);
    const index = await server.client.readResource({ uri: "memory://project/INDEX" });
    expect((index.contents[0] as { text: string }).text).toMatch(/Token refresh race/);
    const { resourceTemplates } = await server.client.listResourceTemplates();
    expect(resourceTemplates.map((template) => template.uriTemplate)).toContain("memory://{scope}/{slug}");
    await expect(server.client.readResource({ uri: "memory://project/missing-one" })).rejects.toThrow(
      /MemoryNotFoundError/,
    );
    await expect(server.client.readResource({ uri: "memory://nowhere/x" })).rejects.toThrow(/Unknown resource/);
    await expect(server.client.readResource({ uri: "memory://project/..%2F..%2Fsecret" })).rejects.toThrow(
      /InvalidSlugError/,
    );
    expect((await server.call("list", {})).isError).toBeFalsy();
  });

  it("hands out a secret typed into a memory file by hand neither through read nor as a resource", async () => {
    const box = makeSandbox();
    const server = await startServer(box);
    await server.call("save", GOTCHA);
    const file = join(box.projectStore, "gotcha-token-refresh-race.md");
    const key = "AKIAIOSFODNN7EXAMPLE";
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace("Always go", `The old key ${key} is still in CI. Always go`),
    );
    const read = await server.call("read", { slug: "gotcha-token-refresh-race" });
    expect(read.text).toContain("[REDACTED:aws-access-key]");
    expect(JSON.stringify(read.structured)).not.toContain(key);
    const resource = await server.client.readResource({ uri: "memory://project/gotcha-token-refresh-race" });
    const text = (resource.contents[0] as { text: string }).text;
    expect(text).toContain("[REDACTED:aws-access-key]");
    expect(text).not.toContain(key);
    expect(readFileSync(file, "utf8")).toContain(key); // the file is the user's: left as written
  });

  it("read hands the model at most 40,000 characters of a long memory, saying where the rest is", async () => {
    const box = makeSandbox();
    const server = await startServer(box);
    // ~90,000 characters: within what save takes (100,000).
    const lines = Array.from(
      { length: 1500 },
      (_, i) => `Step ${i}: check the ledger shard ${i} before the migration.`,
    );
    const saved = await server.call("save", {
      content: lines.join("\n"),
      type: "learning",
      tags: ["ledger"],
      title: "Ledger runbook",
    });
    expect(saved.isError).toBeFalsy();
    const slug = (saved.structured as { slug: string }).slug;
    const read = await server.call("read", { slug });
    const file = join(box.projectStore, `${slug}.md`);
    expect(read.text.length).toBeLessThan(41_000);
    expect(read.text).toContain(`all of it is in ${file}`);
    expect(read.text).toContain("Step 0: check");
    expect(read.text).not.toContain("Step 1499:");
    const { memory, cut } = read.structured as {
      memory: { content: string };
      cut: { shownChars: number; totalChars: number };
    };
    expect(memory.content.length).toBe(cut.shownChars);
    expect(memory.content.endsWith("before the migration.")).toBe(true);
    expect(cut.totalChars).toBeGreaterThan(80_000);
    const short = await server.call("read", { slug: (await server.call("save", GOTCHA)).structured.slug });
    expect(short.text).not.toContain("is cut at");
    expect(short.structured).not.toHaveProperty("cut");
  });

  it("health hands the model the 100 most severe issues and says how many more there are", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    for (let i = 0; i < 120; i++)
      await writeMemory(context, { content: `Note ${i}.`, title: `Loose note ${i}`, type: "learning", tags: ["misc"] });
    const file = join(box.projectStore, "learning-loose-note-119.md");
    writeFileSync(file, readFileSync(file, "utf8").replace("tags:", "links:\n  - learning-nowhere\ntags:"));
    const all = json(await runCli(box, ["health", "--json"])) as { issues: Array<{ severity: string }> };
    expect(all.issues.length).toBeGreaterThan(100);
    const server = await startServer(box);
    const health = await server.call("health", {});
    const { issues, issuesNotShown } = health.structured as {
      issues: Array<{ severity: string }>;
      issuesNotShown: number;
    };
    expect(issues).toHaveLength(100);
    expect(issuesNotShown).toBe(all.issues.length - 100);
    expect(issues[0]!.severity).not.toBe("info");
    expect(health.text).toContain("`memory health` in a terminal lists every one");
  });

  it("repair hands the model the first 100 memories of an action and how many more", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    for (let i = 0; i < 105; i++) {
      const { slug } = await writeMemory(context, {
        content: `Note ${i}.`,
        title: `Linked note ${i}`,
        type: "learning",
        tags: ["misc"],
      });
      const file = join(box.projectStore, `${slug}.md`);
      writeFileSync(file, readFileSync(file, "utf8").replace("tags:", `links:\n  - learning-gone-${i}\ntags:`));
    }
    const server = await startServer(box, { env: { MEMORY_MCP_ALLOW_DESTRUCTIVE: "1" } });
    const repair = await server.call("repair", {});
    const { repaired } = repair.structured as {
      repaired: Array<{ type: string; affectedMemories: string[]; affectedNotShown?: number }>;
    };
    const removed = repaired.find((action) => action.type === "broken-link-removed")!;
    expect(removed.affectedMemories).toHaveLength(100);
    expect(removed.affectedNotShown).toBe(5);
    expect(json(await runCli(box, ["health", "--json"])).summary.brokenLinkCount).toBe(0);
  });

  it("finds the project from the client's roots when CLAUDE_PROJECT_DIR is not set, and from CLAUDE_PROJECT_DIR first", async () => {
    const box = makeSandbox();
    const elsewhere = join(box.dir, "elsewhere");
    mkdirSync(elsewhere);
    const viaRoots = await startServer(box, { cwd: elsewhere, roots: [box.repo] });
    expect((await viaRoots.call("save", GOTCHA)).structured.scope).toBe("project");
    expect(existsSync(join(box.projectStore, "gotcha-token-refresh-race.md"))).toBe(true);
    const viaEnv = await startServer(box, { cwd: elsewhere, env: { CLAUDE_PROJECT_DIR: box.repo } });
    expect((await viaEnv.call("read", { slug: "gotcha-token-refresh-race" })).structured.scope).toBe("project");
    const viaCwd = await startServer(box, { cwd: box.repo });
    expect((await viaCwd.call("list", {})).structured.total).toBe(1);
  });
});
