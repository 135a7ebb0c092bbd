// One write contract (core/schemas/write-request.ts): every field the MCP `save` tool advertises is accepted,
// and written, by `memory write --json` and by the JSON API (`memory api`), through the real executables.
// The fields come from the running server's own tool list, so a field added to the definition without a
// sample here fails the test. Also: editing one field keeps the others, and the `description` field's path.

import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PUBLIC_WRITE_FIELDS, WRITE_REQUEST_FIELDS } from "../../src/core/schemas/write-request.js";
import { API_WRITE_FIELDS, SPEC_NAMES } from "../../src/api/write-additions.js";
import { json, makeSandbox, runCli, type Sandbox } from "../helpers.js";
import { startServer } from "../mcp/mcp-client.js";

interface Sample {
  value: unknown;
  /** What `memory read --json` shows of it (`file`: the memory file's text). */
  check(memory: Record<string, any>, file: string): void;
}

// A value for every field, and how it shows once written. `expiresIn` goes in a second request (not with `expires`).
const SAMPLES: Record<string, Sample> = {
  content: {
    value: "Refresh tokens rotate on use; guard the refresh.",
    check: (m) => expect(m.content).toMatch(/rotate on use/),
  },
  title: { value: "Token refresh race", check: (m) => expect(m.title).toBe("Token refresh race") },
  description: {
    value: "two requests refresh a token at once; invalid_grant after login",
    check: (m) => expect(m.description).toBe("two requests refresh a token at once; invalid_grant after login"),
  },
  type: { value: "gotcha", check: (m) => expect(m.type).toBe("gotcha") },
  tags: { value: ["auth", "tokens"], check: (m) => expect(m.tags).toEqual(expect.arrayContaining(["auth", "tokens"])) },
  scope: { value: "project", check: (m) => expect(m.scope).toBe("project") },
  slug: { value: "gotcha-contract", check: (m) => expect(m.slug).toMatch(/^gotcha-contract/) },
  links: { value: ["learning-target"], check: (m) => expect(m.links).toContain("learning-target") },
  edges: {
    value: [{ target: "hub-target", label: "part-of" }],
    check: (_, file) => expect(file).toMatch(/target: hub-target, label: part-of/),
  },
  paths: { value: ["src/auth/**"], check: (m) => expect(m.frontmatter.paths).toEqual(["src/auth/**"]) },
  commands: { value: ["npm publish*"], check: (m) => expect(m.frontmatter.commands).toEqual(["npm publish*"]) },
  severity: { value: "S2", check: (m) => expect(m.frontmatter.severity).toBe("S2") },
  source: { value: ["commit 7874956"], check: (m) => expect(m.frontmatter.source).toEqual(["commit 7874956"]) },
  ttl: { value: "decay", check: (m) => expect(m.frontmatter.ttl).toBe("decay") },
  expires: { value: "2099-01-01", check: (m) => expect(String(m.frontmatter.expires)).toMatch(/^2099-01-01/) },
  expiresIn: { value: "30d", check: (m) => expect(m.frontmatter.expires).toBeDefined() },
};

async function prepare(box: Sandbox): Promise<void> {
  for (const [slug, type] of [
    ["learning-target", "learning"],
    ["hub-target", "hub"],
  ]) {
    const made = await runCli(box, ["write", `# ${slug}\n\nTarget.`, "--type", type!, "--tags", "t", "--slug", slug!]);
    expect(made.code, made.stderr).toBe(0);
  }
}

/** The two requests every surface sends: every field but `expiresIn`, then `expiresIn` on a second memory. */
function requests(fields: string[], slug: string): Array<Record<string, unknown>> {
  const all = Object.fromEntries(fields.filter((f) => f !== "expiresIn").map((f) => [f, SAMPLES[f]!.value]));
  return [
    { ...all, slug },
    { content: "Short-lived note.", type: "learning", tags: ["tmp"], slug: `${slug}-later`, expiresIn: "30d" },
  ];
}

async function readBack(box: Sandbox, slug: string): Promise<{ memory: Record<string, any>; file: string }> {
  const read = await runCli(box, ["read", slug, "--json"]);
  expect(read.code, read.stderr).toBe(0);
  const memory = json(read).memory;
  return { memory, file: readFileSync(memory.filePath, "utf8") };
}

function checkAll(fields: string[], first: { memory: Record<string, any>; file: string }, later: Record<string, any>) {
  for (const field of fields) {
    if (field === "expiresIn") SAMPLES.expiresIn!.check(later, "");
    else if (field !== "slug") SAMPLES[field]!.check(first.memory, first.file);
  }
}

describe("one write contract", () => {
  it("every field the MCP save tool takes is accepted and written by save, memory write --json and memory api", async () => {
    const box = makeSandbox();
    await prepare(box);
    const server = await startServer(box);
    const { tools } = await server.client.listTools();
    const save = tools.find((tool) => tool.name === "save")!;
    const advertised = Object.keys(save.inputSchema.properties ?? {});
    expect(advertised).toEqual(PUBLIC_WRITE_FIELDS);
    for (const field of advertised) expect(SAMPLES, `a sample of ${field}`).toHaveProperty(field);

    // The MCP save tool.
    const [mcpAll, mcpLater] = requests(advertised, "gotcha-contract-mcp");
    for (const request of [mcpAll!, mcpLater!]) {
      const saved = await server.call("save", request);
      expect(saved.isError, saved.text).toBeFalsy();
    }
    checkAll(
      advertised,
      await readBack(box, "gotcha-contract-mcp"),
      (await readBack(box, "gotcha-contract-mcp-later")).memory,
    );

    // memory write --json, the same requests as JSON on stdin.
    const [cliAll, cliLater] = requests(advertised, "gotcha-contract-cli");
    for (const request of [cliAll!, cliLater!]) {
      const written = await runCli(box, ["write", "--json"], { input: JSON.stringify(request) });
      expect(written.code, written.stdout + written.stderr).toBe(0);
    }
    checkAll(
      advertised,
      await readBack(box, "gotcha-contract-cli"),
      (await readBack(box, "gotcha-contract-cli-later")).memory,
    );

    // memory api: each field under its own name in `memory`, or under the spec's name for it.
    expect([...API_WRITE_FIELDS, ...Object.keys(SPEC_NAMES)].sort()).toEqual([...advertised].sort());
    const [apiAll, apiLater] = requests(advertised, "gotcha-contract-api").map((request) => {
      const { content, links, scope: _scope, ...additions } = request;
      return {
        op: "write",
        repo_id: "repo",
        memory: {
          ...additions,
          text: content,
          scope: "repo",
          kind: "problem",
          confidence: 0.9,
          ...(links ? { links: { related_memory_ids: links } } : {}),
        },
      };
    });
    for (const request of [apiAll!, apiLater!]) {
      const answered = await runCli(box, ["api"], { input: JSON.stringify(request) });
      expect(answered.code, answered.stdout + answered.stderr).toBe(0);
      expect(json(answered).success).toBe(true);
    }
    checkAll(
      advertised,
      await readBack(box, "gotcha-contract-api"),
      (await readBack(box, "gotcha-contract-api-later")).memory,
    );
  });

  it("memory write --help names an option for every field a person writes, and every JSON key", async () => {
    const help = (await runCli(makeSandbox(), ["write", "--help"])).stdout;
    for (const option of [
      "--title",
      "--description",
      "--type",
      "--tags",
      "--scope",
      "--slug",
      "--links",
      "--paths",
      "--commands",
      "--severity",
      "--source",
      "--ttl",
      "--expires",
      "--expires-in",
    ])
      expect(help).toContain(`  ${option} `);
    for (const field of WRITE_REQUEST_FIELDS) expect(help).toContain(`"${field}"`);
  });

  it("memory write --json takes commands (they were refused as not a write request)", async () => {
    const box = makeSandbox();
    const request = {
      content: "Publishing needs a fresh build.",
      type: "gotcha",
      tags: ["npm"],
      commands: ["npm publish*"],
    };
    const written = await runCli(box, ["write", "--json"], { input: JSON.stringify(request) });
    expect(written.code, written.stderr).toBe(0);
    const { memory } = await readBack(box, json(written).slug);
    expect(memory.frontmatter.commands).toEqual(["npm publish*"]);
    const gotchas = json(await runCli(box, ["gotchas", "--command", "npm publish --tag next", "--json"]));
    expect(gotchas.gotchas.map((g: { slug: string }) => g.slug)).toEqual([json(written).slug]);
  });
});

describe("editing one field of a memory", () => {
  it("memory write --slug X --tags a,b changes the tags and keeps the text, title, type and paths", async () => {
    const box = makeSandbox();
    const made = await runCli(box, [
      "write",
      "Guard the refresh with a mutex.",
      "--title",
      "Refresh race",
      "--type",
      "gotcha",
      "--tags",
      "auth",
      "--paths",
      "src/auth/**",
      "--slug",
      "gotcha-refresh",
    ]);
    expect(made.code, made.stderr).toBe(0);
    const before = await readBack(box, "gotcha-refresh");

    const edited = await runCli(box, ["write", "--slug", "gotcha-refresh", "--tags", "auth,tokens"]);
    expect(edited.code, edited.stderr).toBe(0);
    expect(edited.stdout).toMatch(/Memory updated: gotcha-refresh/);
    const after = await readBack(box, "gotcha-refresh");
    expect(after.memory.tags).toEqual(["auth", "tokens"]);
    for (const key of ["content", "title", "type", "created"] as const)
      expect(after.memory[key]).toBe(before.memory[key]);
    expect(after.memory.frontmatter.paths).toEqual(["src/auth/**"]);

    const described = await runCli(box, [
      "write",
      "--slug",
      "gotcha-refresh",
      "--description",
      "two tabs refresh at once",
    ]);
    expect(described.code, described.stderr).toBe(0);
    const last = await readBack(box, "gotcha-refresh");
    expect(last.memory.description).toBe("two tabs refresh at once");
    expect(last.memory.tags).toEqual(["auth", "tokens"]);
    expect(last.memory.content).toBe(before.memory.content);
    // Only the description's line is new (and `updated`, when a second has passed).
    const changed = last.file.split("\n").filter((line) => !after.file.split("\n").includes(line));
    expect(changed.map((line) => line.replace(/:.*/, "")).filter((key) => key !== "updated")).toEqual(["description"]);
  });

  it("an edit of a slug that does not exist says there is nothing to edit, and writes nothing", async () => {
    const box = makeSandbox();
    const result = await runCli(box, ["write", "--slug", "gotcha-nope", "--tags", "a", "--json"]);
    expect(result.code).toBe(2);
    expect(json(result).error.message).toMatch(/Nothing to write.*no memory gotcha-nope to edit/);
  });

  it("the MCP save tool edits one field with a slug alone", async () => {
    const box = makeSandbox();
    const server = await startServer(box);
    await server.call("save", { content: "Body.", type: "learning", tags: ["a"], slug: "learning-x" });
    const edited = await server.call("save", { slug: "learning-x", description: "when x happens" });
    expect(edited.isError, edited.text).toBeFalsy();
    const { memory } = await readBack(box, "learning-x");
    expect(memory).toMatchObject({ description: "when x happens", content: "Body.", type: "learning", tags: ["a"] });
  });
});

describe("the description field", () => {
  it("is shown by read and list --json, and a memory without one gets a suggestion from quality and health", async () => {
    const box = makeSandbox();
    await runCli(box, [
      "write",
      "Use integer cents.",
      "--type",
      "decision",
      "--tags",
      "money",
      "--slug",
      "decision-cents",
      "--description",
      "adding a discount, VAT or a fee to a total",
    ]);
    await runCli(box, ["write", "Bare note.", "--type", "learning", "--tags", "misc", "--slug", "learning-bare"]);
    const list = json(await runCli(box, ["list", "--json"]));
    const bySlug = Object.fromEntries(list.memories.map((m: { slug: string }) => [m.slug, m]));
    expect(bySlug["decision-cents"].description).toBe("adding a discount, VAT or a fee to a total");
    expect(bySlug["learning-bare"]).not.toHaveProperty("description");
    expect((await runCli(box, ["read", "decision-cents"])).stdout).toMatch(/\nDescription: adding a discount, VAT/);

    const quality = json(await runCli(box, ["quality", "learning-bare", "--json"]));
    expect(quality.suggestions.join("\n")).toMatch(
      /Add a description.*memory write --slug learning-bare --description/,
    );
    expect(json(await runCli(box, ["quality", "decision-cents", "--json"])).suggestions.join("\n")).not.toMatch(
      /description/,
    );

    const health = json(await runCli(box, ["health", "--json"]));
    const note = health.issues.filter((issue: { description: string }) => /no description/.test(issue.description));
    expect(note).toEqual([expect.objectContaining({ severity: "info", category: "frontmatter", fixable: false })]);
    expect(note[0].description).toMatch(/1 of 2 memories have no description.*learning-bare/);
    expect(health.summary.frontmatterIssues).toBe(0);
  });

  it("a hand-written description of several lines is reported by validate", async () => {
    const box = makeSandbox();
    await runCli(box, ["write", "Body.", "--type", "learning", "--tags", "a", "--slug", "learning-hand"]);
    const path = join(box.projectStore, "learning-hand.md");
    writeFileSync(
      path,
      readFileSync(path, "utf8").replace("type: learning", 'description: "one\\ntwo"\ntype: learning'),
    );
    const report = json(await runCli(box, ["validate", "--json"]));
    expect(JSON.stringify(report)).toMatch(/description must be one line/);
    expect(json(await runCli(box, ["list", "--json"])).memories[0]).not.toHaveProperty("description");
  });

  it("a write refuses a description that is not one line, and redacts a secret in it", async () => {
    const box = makeSandbox();
    const refused = await runCli(box, ["write", "--json"], {
      input: JSON.stringify({ content: "x", type: "learning", tags: ["a"], description: "one\ntwo" }),
    });
    expect(refused.code).toBe(2);
    expect(json(refused).error.message).toMatch(/description must be one non-empty line/);
    const secret = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8";
    const written = await runCli(box, [
      "write",
      "x",
      "--type",
      "learning",
      "--tags",
      "a",
      "--description",
      `when the token ${secret} fails`,
      "--json",
    ]);
    expect(written.code, written.stderr).toBe(0);
    expect(json(written).redactions).toEqual([expect.objectContaining({ field: "description" })]);
    expect(readFileSync(json(written).filePath, "utf8")).not.toContain(secret);
  });
});
