import { execFileSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeSandbox, runCli, type Sandbox } from "../helpers.js";
import { eventually, startServer, type McpHandle } from "./mcp-client.js";

const slugsOf = (result: { structured: Record<string, unknown> }) =>
  ((result.structured.results ?? []) as Array<{ slug: string }>).map((r) => r.slug);

function git(box: Sandbox, ...args: string[]): string {
  return execFileSync("git", args, {
    cwd: box.repo,
    encoding: "utf8",
    env: {
      ...box.env,
      GIT_AUTHOR_NAME: "t",
      GIT_AUTHOR_EMAIL: "t@t",
      GIT_COMMITTER_NAME: "t",
      GIT_COMMITTER_EMAIL: "t@t",
    },
  });
}

async function save(server: McpHandle, content: string, title: string): Promise<string> {
  const result = await server.call("save", { content, title, type: "learning", tags: ["fresh"] });
  expect(result.isError, result.text).toBeFalsy();
  return result.structured.slug as string;
}

// Both paths of a search: small stores check every file each time; MEMORY_CHECK_MIN_FILES=1 makes this one
// behave like a large store, which may skip the check while the directory is unchanged.
describe.each([
  ["every file checked", {}],
  ["large-store path", { MEMORY_CHECK_MIN_FILES: "1" }],
])("memory mcp: freshness (%s)", (_label, env) => {
  it("sees hand edits and hand deletions at once, never serving the old text", async () => {
    const box = makeSandbox();
    const server = await startServer(box, { env });
    const slug = await save(server, "The build cache lives in ~/.cache/zorblat.", "Build cache location");
    await save(server, "Unrelated note about zorblat parsing.", "Parser note");
    expect(slugsOf(await server.call("search", { query: "zorblat" }))).toContain(slug);

    const file = join(box.projectStore, `${slug}.md`);
    // An editor saving in place: same file, new words.
    writeFileSync(file, readFileSync(file, "utf8").replace("~/.cache/zorblat", "/var/cache/quixotic"));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(slugsOf(await server.call("search", { query: "quixotic" }))).toEqual([slug]);
    expect((await server.call("read", { slug })).text).toContain("/var/cache/quixotic");
    expect(slugsOf(await server.call("search", { query: "zorblat" }))).not.toContain(slug);

    rmSync(file);
    expect((await server.call("read", { slug })).structured.error).toMatchObject({ name: "MemoryNotFoundError" });
    expect(slugsOf(await server.call("search", { query: "quixotic" }))).toEqual([]);
    await expect(server.client.readResource({ uri: `memory://project/${slug}` })).rejects.toThrow(
      /MemoryNotFoundError/,
    );
  });

  it("follows a git checkout of the memory files", async () => {
    const box = makeSandbox({ repo: false });
    execFileSync("git", ["init", "-q", box.repo]);
    const server = await startServer(box, { env });
    const slug = await save(server, "Deploys go through the blue pipeline.", "Deploy pipeline");
    git(box, "add", "-A");
    git(box, "commit", "-qm", "v1");
    await server.call("save", {
      slug,
      content: "Deploys go through the green pipeline.",
      type: "learning",
      tags: ["fresh"],
    });
    const other = await save(server, "Canary releases first.", "Canary first");
    git(box, "add", "-A");
    git(box, "commit", "-qm", "v2");
    expect(slugsOf(await server.call("search", { query: "green pipeline" }))).toEqual([slug]);

    git(box, "checkout", "-q", "HEAD~1");
    expect((await server.call("read", { slug })).text).toContain("blue pipeline");
    expect(slugsOf(await server.call("search", { query: "blue" }))).toEqual([slug]);
    expect(slugsOf(await server.call("search", { query: "green" }))).toEqual([]);
    expect((await server.call("read", { slug: other })).structured.error).toMatchObject({
      name: "MemoryNotFoundError",
    });
    expect((await server.call("list", {})).structured.total).toBe(1);

    git(box, "checkout", "-q", "-");
    expect(slugsOf(await server.call("search", { query: "canary" }))).toEqual([other]);
  });
});

describe("memory mcp: resource list changes", () => {
  it("a search after the server's own saves skips the check of every file in a large store; an edit in place does not", async () => {
    const box = makeSandbox();
    const server = await startServer(box, { env: { MEMORY_CHECK_MIN_FILES: "1", MEMORY_CHECK_INTERVAL_MS: "60000" } });
    const slug = await save(server, "The kiln timer drifts after midnight.", "Kiln timer");
    await server.call("search", { query: "kiln" });
    const meta = join(box.projectStore, ".index", "manifest", "meta.json");
    const checkedAt = () => (JSON.parse(readFileSync(meta, "utf8")) as { checkedAt?: number }).checkedAt;
    const checked = checkedAt();
    expect(checked).toBeTypeOf("number");
    for (const word of ["glaze", "clay", "slip"]) {
      const saved = await save(server, `The ${word} batch needs a longer rest.`, `${word} batch`);
      await new Promise((resolve) => setTimeout(resolve, 400)); // the watcher's events for the save arrive (slow under load)
      expect(slugsOf(await server.call("search", { query: word }))).toEqual([saved]);
    }
    expect(checkedAt()).toBe(checked);

    const file = join(box.projectStore, `${slug}.md`);
    writeFileSync(file, readFileSync(file, "utf8").replace("midnight", "noonday"));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(slugsOf(await server.call("search", { query: "noonday" }))).toEqual([slug]);
    expect(checkedAt()).toBeGreaterThan(checked!);
  });

  it("notifies the client when memory files are added or removed by anyone", async () => {
    const box = makeSandbox();
    const server = await startServer(box);
    const slug = await save(server, "First memory.", "First");
    expect(await eventually(() => server.listChanged() >= 1)).toBe(true);
    const before = server.listChanged();
    const cli = await runCli(box, ["write", "Written by the CLI.", "--type", "learning", "--tags", "cli"]);
    expect(cli.code).toBe(0);
    expect(await eventually(() => server.listChanged() > before)).toBe(true);
    const { resources } = await server.client.listResources();
    expect(resources.some((resource) => resource.title === "Written by the CLI.")).toBe(true);
    const again = server.listChanged();
    rmSync(join(box.projectStore, `${slug}.md`));
    expect(await eventually(() => server.listChanged() > again)).toBe(true);
    expect((await server.client.listResources()).resources.some((resource) => resource.uri.endsWith(`/${slug}`))).toBe(
      false,
    );
  });
});
