// The committed event log refers to memories by id and content hash: a deleted
// memory's text leaves the working tree with its file, and an edit grows the
// log by two short lines, whatever the size of the memory.

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { contentHash } from "../../src/core/memory/events.js";
import { decodeMemoryFile } from "../../src/core/memory-file.js";
import { json, makeSandbox, runCli, type Sandbox } from "../helpers.js";
import { commitAll, git, initRepo } from "./git.js";

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.name === ".git" || entry.name === ".index") return []; // .index/: derived, ignored, never committed
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

const logOf = (box: Sandbox) => join(box.projectStore, "log", "events.jsonl");

describe("the committed event log", () => {
  it("holds no memory text: after a delete the text is nowhere in the working tree; an edit adds short lines", async () => {
    const box = makeSandbox({ repo: false });
    initRepo(box.repo);
    const secretish = "Quokka-7731 rotates the staging certificate by hand";
    const long = `${secretish}.\n\n${"Background paragraph that goes on. ".repeat(600)}`;
    const created = await runCli(box, ["write", "--json"], {
      input: JSON.stringify({ title: "Staging certificate", content: long, type: "gotcha", tags: ["tls"] }),
    });
    expect(created.code, created.stderr).toBe(0);
    const { slug } = json<{ slug: string }>(created);
    const before = statSync(logOf(box)).size;
    const edit = await runCli(box, ["write"], {
      input: JSON.stringify({
        slug,
        title: "Staging certificate",
        content: `${long}\nOne more line.`,
        type: "gotcha",
        tags: ["tls"],
      }),
    });
    expect(edit.code, edit.stderr).toBe(0);
    const grown = statSync(logOf(box)).size - before;
    expect(grown).toBeLessThan(1500); // the memory is ~21 KB: the log took a reference, not two copies
    const lines = readFileSync(logOf(box), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    const updated = lines.find((event) => event.kind === "updated");
    const onDisk = decodeMemoryFile(
      readFileSync(join(box.projectStore, `${slug}.md`), "utf8"),
      slug,
      "2026-01-01T00:00:00Z",
    );
    expect(onDisk.document.body).toContain("One more line.");
    expect(updated.entry).toMatchObject({ id: slug, text: contentHash(onDisk.document.body) });
    expect(updated.prev.text).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(updated.prev.text).not.toBe(updated.entry.text);
    commitAll(box.repo, "a memory and its edit");

    expect((await runCli(box, ["delete", slug, "--force"])).code).toBe(0);
    // Everything git tracks or could track (the memory files, the logs, the attributes):
    for (const file of filesUnder(box.repo)) {
      expect(readFileSync(file, "utf8").includes("Quokka-7731"), relative(box.repo, file)).toBe(false);
    }
    expect((await runCli(box, ["validate"])).code).toBe(0); // the events still follow the event schema
    commitAll(box.repo, "deleted");
    expect(git(box.repo, ["grep", "-c", "Quokka-7731", "HEAD", "--", "."], { allowFail: true }).stdout).toBe("");
  });
});
