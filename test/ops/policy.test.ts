import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import schema from "../../src/core/schemas/spec-002-memory.schema.json" with { type: "json" };
import { approveProposal, listInbox, rejectProposal } from "../../src/ops/inbox.js";
import { deleteMemory } from "../../src/ops/delete.js";
import { listMemories } from "../../src/ops/list.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, json, makeSandbox, runCli, type Sandbox } from "../helpers.js";

function configure(box: Sandbox, config: unknown) {
  mkdirSync(box.projectStore, { recursive: true });
  writeFileSync(join(box.projectStore, "config.json"), typeof config === "string" ? config : JSON.stringify(config));
}

/** Path → sha256 of every file under a directory: "unchanged" means byte for byte. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else out[relative(dir, path)] = createHash("sha256").update(readFileSync(path)).digest("hex");
    }
  };
  walk(dir);
  return out;
}

const memory = (content: string) => ({ content, type: "learning" as const, tags: ["ops"] });
const events = (box: Sandbox) =>
  readFileSync(join(box.projectStore, "log", "events.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));

describe("the policy schema policies", () => {
  it("refuses a write over maxEntriesPerScope or maxTotalBytes and leaves the store unchanged", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    configure(box, { quota: { maxEntriesPerScope: 2 } });
    await writeMemory(context, memory("First note on deploys"));
    await writeMemory(context, memory("Second note on deploys"));
    const before = snapshot(box.projectStore);
    await expect(writeMemory(context, memory("Third note on deploys"))).rejects.toMatchObject({
      code: "QUOTA_EXCEEDED",
      message: expect.stringMatching(/holds 2 memories, its limit is 2.*nothing was written/),
    });
    expect(snapshot(box.projectStore)).toEqual(before);
    // an update in place does not add an entry
    const [first] = (await listMemories(context)).memories;
    await writeMemory(context, { ...memory("First note, revised"), slug: first!.slug });

    configure(box, { quota: { maxTotalBytes: 600 } });
    const beforeBytes = snapshot(box.projectStore);
    await expect(writeMemory(context, memory("x".repeat(400)))).rejects.toMatchObject({
      code: "QUOTA_EXCEEDED",
      message: expect.stringMatching(/over its limit of 600/),
    });
    expect(snapshot(box.projectStore)).toEqual(beforeBytes);
  });

  it("refuses an entry longer than maxEntryChars, and every write when the policy is denied", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    configure(box, { write: { maxEntryChars: 20 } });
    await expect(writeMemory(context, memory("This is far longer than twenty characters"))).rejects.toMatchObject({
      code: "ENTRY_TOO_LARGE",
    });
    await writeMemory(context, memory("Short enough"));
    configure(box, { write: { approvalPolicy: "denied" } });
    await expect(writeMemory(context, memory("Nope"))).rejects.toMatchObject({
      code: "WRITE_DENIED",
      message: expect.stringMatching(/approvalPolicy is denied/),
    });
    // another scope is not governed by the project's policy
    await writeMemory(context, { ...memory("Personal note"), scope: "global" });
  });

  it("user_confirm sends memories to the inbox; approve writes them, reject keeps them aside", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    configure(box, { write: { approvalPolicy: "user_confirm" } });
    const proposed = await writeMemory(context, {
      content: "Staging DB is reset every Sunday",
      title: "Staging reset",
      type: "gotcha",
      tags: ["staging"],
    });
    expect(proposed.pending).toBe(true);
    expect((await listMemories(context)).total).toBe(0);
    const other = await writeMemory(context, memory("Unwanted idea"));
    const inbox = await listInbox(context);
    expect(inbox.proposals.map((p) => p.id).sort()).toEqual([proposed.slug, other.slug].sort());
    expect(inbox.proposals.find((p) => p.id === proposed.slug)).toMatchObject({
      title: "Staging reset",
      type: "gotcha",
      policy: "user_confirm",
      scope: "project",
    });

    const approved = await approveProposal(context, { id: proposed.slug });
    expect(approved.slug).toBe("gotcha-staging-reset");
    const listed = await listMemories(context);
    expect(listed.memories.map((m) => m.slug)).toEqual(["gotcha-staging-reset"]);
    expect(readFileSync(join(box.projectStore, "gotcha-staging-reset.md"), "utf8")).not.toMatch(
      /proposed|approval_policy/,
    );

    await rejectProposal(context, { id: other.slug });
    expect((await listInbox(context)).total).toBe(0);
    expect(readdirSync(join(box.projectStore, "inbox", "rejected"))).toEqual([`${other.slug}.md`]);
    await expect(approveProposal(context, { id: other.slug })).rejects.toMatchObject({ code: "PROPOSAL_NOT_FOUND" });
    expect(events(box).map((event) => [event.kind, event.outcome])).toEqual([
      ["extraction.proposed", undefined],
      ["extraction.proposed", undefined],
      ["saved", undefined],
      ["extraction.resolved", "approved"],
      ["extraction.resolved", "rejected"],
    ]);
  });

  it("reports an invalid config.json with every violation and writes nothing", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    configure(box, { write: { approvalPolicy: "sometimes", maxEntryChars: 0 }, quota: { maxEntries: 3 } });
    const error = await writeMemory(context, memory("anything")).catch((e) => e);
    expect(error.code).toBe("INVALID_CONFIG");
    expect(error.message).toMatch(/config\.json breaks the config.json schema/);
    expect(error.message).toMatch(/\/write\/approvalPolicy must be one of auto, user_confirm/);
    expect(error.message).toMatch(/\/write\/maxEntryChars must be at least 1/);
    expect(error.message).toMatch(/\/quota\/maxEntries is not a known field/);
    configure(box, "{ not json");
    await expect(writeMemory(context, memory("anything"))).rejects.toMatchObject({
      code: "INVALID_CONFIG",
      message: expect.stringMatching(/not valid JSON/),
    });
    expect(readdirSync(box.projectStore)).toEqual(["config.json"]);
  });

  it("records every change as a the policy schema event that validates against the spec's schema", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    const created = await writeMemory(context, {
      content: "Use pnpm, not npm",
      title: "Package manager",
      type: "decision",
      tags: ["tooling"],
    });
    await writeMemory(context, {
      content: "Use pnpm 9, not npm",
      title: "Package manager",
      type: "decision",
      tags: ["tooling"],
      slug: created.slug,
    });
    await deleteMemory(context, { slug: created.slug, force: true });
    const ajv = new Ajv({ strict: false });
    ajv.addSchema(schema);
    const validate = ajv.compile({ $ref: `${schema.$id}#/definitions/MemoryEvent` });
    const logged = events(box);
    expect(logged.map((event) => event.kind)).toEqual(["saved", "updated", "deleted"]);
    for (const { ts, ...event } of logged) {
      expect(ts).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(validate(event), JSON.stringify(validate.errors)).toBe(true);
    }
    // The log refers to each version by its content hash, never by its text (it is committed: docs/formats.md).
    expect(logged[1].prev.text).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(logged[1].entry.text).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(logged[1].entry.text).not.toBe(logged[1].prev.text);
    expect(JSON.stringify(logged)).not.toMatch(/pnpm/);
  });

  it("CLI: a pending write says so; inbox, approve and reject work with --json", async () => {
    const box = makeSandbox();
    configure(box, { write: { requireUserApproval: true } });
    const write = await runCli(box, ["write", "Flaky test in CI: retry once", "--type", "learning", "--tags", "ci"]);
    expect(write.code).toBe(0);
    expect(write.stdout).toMatch(/Proposed for approval \(user_confirm\)/);
    const inbox = json(await runCli(box, ["inbox", "--json"]));
    expect(inbox.total).toBe(1);
    const approved = json(await runCli(box, ["approve", inbox.proposals[0].id, "--json"]));
    expect(approved).toMatchObject({ success: true, outcome: "approved", slug: "learning-flaky-test-ci-retry-once" });
    const missing = await runCli(box, ["reject", "nothing-here"]);
    expect(missing.code).toBe(3);
    expect(missing.stderr).toMatch(/No proposal nothing-here/);
  });
});
