import { readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { checkHealth } from "../../src/ops/health.js";
import { linkMemories } from "../../src/ops/shared/link.js";
import { loadCatalog } from "../../src/index/derived/catalog-load.js";
import { writeIndexPages } from "../../src/ops/shared/index-page.js";
import { repairStore } from "../../src/ops/shared/repair.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, json, makeSandbox, runCli, type Sandbox } from "../helpers.js";

/** Every file under a directory with its bytes, to prove a dry run changed nothing. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      if (statSync(full).isDirectory()) walk(full);
      else files[relative(dir, full)] = readFileSync(full, "base64");
    }
  };
  walk(dir);
  return files;
}

async function brokenStore(box: Sandbox) {
  const context = contextFor(box);
  await writeMemory(context, { content: "Hub of auth.", title: "Authentication", type: "hub", tags: ["auth"] });
  await writeMemory(context, {
    content: "PKCE.",
    title: "OAuth2",
    type: "decision",
    tags: ["auth"],
    links: ["hub-authentication"],
  });
  await writeMemory(context, { content: "Lonely note.", title: "Lonely", type: "learning", tags: ["misc"] });
  await writeMemory(context, {
    content: "Links nowhere. See [[ghost-memory]].",
    title: "Dangling",
    type: "learning",
    tags: ["auth"],
    links: ["deleted-memory-123", "hub-authentication"],
  });
  writeFileSync(join(box.projectStore, "broken-yaml.md"), "---\ntitle: ok\ntags: [a, b\n---\nbody\n");
  writeFileSync(
    join(box.projectStore, "no-dates.md"),
    "---\ntitle: No dates\ntype: learning\ntags: [auth]\nlinks: [hub-authentication]\n---\nbody\n",
  );
  writeFileSync(
    join(box.projectStore, "bad-type.md"),
    "---\ntitle: Bad type\ntype: note\ntags: [auth]\ncreated: 2026-01-01T00:00:00Z\nupdated: 2026-01-01T00:00:00Z\nlinks: [hub-authentication]\n---\nbody\n",
  );
  writeFileSync(join(box.projectStore, "Bad Name.md"), "x");
  await writeMemory(context, {
    content: "Same slug globally.",
    title: "Lonely",
    type: "learning",
    tags: ["misc"],
    scope: "global",
    slug: "learning-lonely",
  });
  const temp = join(box.projectStore, ".learning-lonely.md.0123abcd.tmp");
  writeFileSync(temp, "half a memo");
  const old = new Date(Date.now() - 3600_000);
  utimesSync(temp, old, old);
  // The derived state made (as the first command makes it), then the keyword index lost.
  await loadCatalog(context.store.scope("project"));
  rmSync(join(box.projectStore, ".index", "keyword", "meta.json"), { force: true });
  return context;
}

describe("health and repair", () => {
  it("detects each category on a deliberately broken store", async () => {
    const box = makeSandbox();
    const context = await brokenStore(box);
    const response = await checkHealth(context, { scope: "project" });
    const find = (category: string, text: string) =>
      response.issues.find((i) => i.category === category && `${i.memory ?? ""} ${i.description}`.includes(text));
    expect(find("frontmatter", "broken-yaml")).toMatchObject({ severity: "critical", fixable: false });
    expect(find("frontmatter", "broken-yaml")!.description).toMatch(/at line 3: unexpected end of the stream/);
    expect(find("frontmatter", "no-dates")).toMatchObject({ severity: "warning", fixable: true });
    expect(find("frontmatter", "bad-type")).toMatchObject({ fixable: false });
    expect(find("frontmatter", "Bad Name.md")).toMatchObject({ fixable: false });
    expect(find("frontmatter", "learning-lonely")!.description).toMatch(/same slug exists in project, global/);
    expect(find("broken-link", "learning-dangling → deleted-memory-123")).toMatchObject({ fixable: true });
    expect(find("broken-link", "ghost-memory")).toMatchObject({ fixable: false });
    expect(find("orphan", "learning-lonely")).toMatchObject({ description: "no links", fixable: false });
    expect(find("index", "keyword index missing")).toMatchObject({ severity: "info", fixable: true }); // the next search builds it
    expect(find("index", ".tmp")).toMatchObject({ fixable: true });
    expect(response.summary).toMatchObject({
      totalMemories: 7,
      overallHealth: "poor",
      brokenLinkCount: 2,
      orphanCount: 1,
    });
  });

  it("--dry-run reports the actions and leaves the tree byte-identical", async () => {
    const box = makeSandbox();
    const context = await brokenStore(box);
    await checkHealth(context); // warms the manifest, which a dry run may not touch either
    const before = snapshot(box.repo);
    const response = await repairStore(context, { dryRun: true });
    expect(response.repaired.map((action) => action.type).sort()).toEqual([
      "broken-link-removed",
      "frontmatter-normalized",
      "index-rebuilt",
      "temp-file-removed",
    ]);
    expect(response.failed).toEqual([expect.objectContaining({ type: "frontmatter", description: "broken-yaml" })]);
    expect(snapshot(box.repo)).toEqual(before);
    const cli = await runCli(box, ["repair", "--dry-run"]);
    expect(cli.stdout).toContain("Would remove 1 broken link\n  - learning-dangling → deleted-memory-123");
    expect(snapshot(box.repo)).toEqual(before);
  });

  it("--fix repairs every fixable category, and a second check reports them clean", async () => {
    const box = makeSandbox();
    const context = await brokenStore(box);
    const brokenYaml = readFileSync(join(box.projectStore, "broken-yaml.md"), "utf8");
    await writeIndexPages(context, { scope: "project" });
    writeFileSync(join(box.projectStore, "INDEX.md"), "stale page");
    const fixed = await checkHealth(context, { fix: true });
    const [page] = (await writeIndexPages(context, { scope: "project", dryRun: true })).pages;
    expect(readFileSync(join(box.projectStore, "INDEX.md"), "utf8")).toBe(page!.content);
    expect(fixed.fixed).toBeGreaterThanOrEqual(4);
    const again = await checkHealth(context);
    expect(again.issues.filter((issue) => issue.fixable)).toEqual([]);
    expect(readFileSync(join(box.projectStore, "broken-yaml.md"), "utf8")).toBe(brokenYaml);
    expect(readFileSync(join(box.projectStore, "learning-dangling.md"), "utf8")).not.toContain("deleted-memory-123");
    expect(readFileSync(join(box.projectStore, "no-dates.md"), "utf8")).toMatch(/created: \S+Z\nupdated: \S+Z/);
    expect(readdirSync(box.projectStore).some((name) => name.endsWith(".tmp"))).toBe(false);
  });

  it("a healthy store is excellent; the CLI prints the public API's report", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    await writeMemory(context, { content: "Hub.", title: "Auth", type: "hub", tags: ["auth"] });
    await writeMemory(context, { content: "PKCE.", title: "OAuth2", type: "decision", tags: ["auth"] });
    await linkMemories(context, { source: "decision-oauth2", target: "hub-auth", label: "part-of" });
    expect((await checkHealth(context)).summary).toEqual({
      totalMemories: 2,
      orphanCount: 0,
      brokenLinkCount: 0,
      frontmatterIssues: 0,
      cacheIssues: 0,
      overallHealth: "excellent",
    });
    const report = await runCli(box, ["health"]);
    expect(report.stdout).toMatch(
      /^Memory System Health Report\n═+\n\nSummary:\n  Total memories: 2\n  Overall health: Excellent\n/,
    );
    const body = json(await runCli(box, ["health", "--json"]));
    expect(Object.keys(body).sort()).toEqual(["fixed", "issues", "success", "summary"]);
  });

  it("lists 25 issues of a section in the report and how many more; JSON has them all", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    for (let i = 0; i < 40; i++)
      await writeMemory(context, { content: `Note ${i}.`, title: `Loose note ${i}`, type: "learning", tags: ["misc"] });
    const report = (await runCli(box, ["health"])).stdout;
    const orphans = report.slice(report.indexOf("Orphan"));
    expect(orphans.slice(0, orphans.indexOf("\n\n")).match(/^ {2}- /gm)).toHaveLength(25);
    expect(report).toContain("  … and 15 more (memory health --json lists every one)");
    const body = json(await runCli(box, ["health", "--json"])) as { issues: Array<{ category: string }> };
    expect(body.issues.filter((issue) => issue.category === "orphan")).toHaveLength(40);
  });

  it("gives orphans advice that covers all of them: once without hubs, three and how many more with hubs", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    for (let i = 0; i < 6; i++)
      await writeMemory(context, {
        content: `Note ${i}.`,
        title: `Loose note ${i}`,
        description: `When note ${i} matters`,
        type: "learning",
        tags: ["misc"],
      });
    const fixes = (report: string) => report.match(/^ {2}→ Suggested fix: .*$/gm) ?? [];
    const withoutHubs = (await runCli(box, ["health"])).stdout;
    expect(fixes(withoutHubs)).toEqual([
      "  → Suggested fix: Link each to related memories (`memory suggest-links <slug>` proposes some), or write a hub (type hub) that links them",
    ]);
    await writeMemory(context, {
      content: "Overview.",
      title: "Misc hub",
      description: "Where to start on misc",
      type: "hub",
      tags: ["misc"],
    });
    const withHub = (await runCli(box, ["health"])).stdout;
    expect(fixes(withHub)).toHaveLength(3);
    expect(withHub).toContain("  … and 3 more fixes (memory health --json gives each issue's)");
  });

  it("reports a link from a memory to itself, in health and validate, and --fix leaves it to be removed by hand", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    await writeMemory(context, { content: "Hub.", title: "Auth", type: "hub", tags: ["auth"] });
    const path = join(box.projectStore, "learning-self.md");
    writeFileSync(
      path,
      "---\ntitle: Self\ntype: learning\ntags: [auth]\ncreated: 2026-01-01T00:00:00Z\nupdated: 2026-01-01T00:00:00Z\n" +
        "links:\n  - {target: hub-auth, label: part-of}\n  - {target: learning-self, label: relates-to}\n---\nText.\n",
    );
    const before = readFileSync(path, "utf8");
    // Before: health excellent, validate clean (the graph leaves the link out, and it resolves).
    const health = json(await runCli(box, ["health", "--json"]));
    expect(health.issues.filter((issue: { severity: string }) => issue.severity !== "info")).toEqual([
      {
        severity: "warning",
        category: "frontmatter",
        kind: "self-link",
        memory: "learning-self",
        description: "learning-self → learning-self (links: names the memory itself)",
        fixable: false,
        fix: "Remove learning-self from the links: of learning-self (a link says how two memories relate; `memory link` refuses this one)",
      },
    ]);
    expect(health.summary.brokenLinkCount).toBe(0);
    const report = await runCli(box, ["health"]);
    expect(report.stdout).toContain("learning-self → learning-self");
    const fixed = await runCli(box, ["health", "--fix"]);
    expect(fixed.code, fixed.stderr).toBe(0);
    expect(readFileSync(path, "utf8")).toBe(before);
    const validate = json(await runCli(box, ["validate", "--json"]));
    expect(validate.violations).toEqual([]);
    expect(validate.warnings).toEqual([
      expect.objectContaining({ file: ".claude/memory/learning-self.md", line: 9, rule: "self-link" }),
    ]);
    expect(validate.warnings[0].message).toContain("the memory itself");
  });
});
