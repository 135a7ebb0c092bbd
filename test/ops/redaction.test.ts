import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readMemory } from "../../src/ops/read.js";
import { searchMemories } from "../../src/ops/search.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, json, makeSandbox, runCli } from "../helpers.js";

const AWS_ID = "AKIAIOSFODNN7EXAMPLE";
const AWS_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";
const GHP = "ghp_u8jzPde0IgxLd6GncfBAepfJBd0Kh8oOOL8d";
const TOKEN = "xKjxvWfColNV9ds0HqtO93L7Q5uUaVco";
const SECRETS = [AWS_ID, AWS_SECRET, GHP, TOKEN, "hunter2", "Tr0ub4dor&3"];

/** Every file of the store (memories and derived indexes) as text. */
function everything(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), "latin1"))
    .join("\n");
}

describe("writeMemory redacts secrets before anything touches disk", () => {
  it("redacts title, content, paths and fields, and reports per kind and field", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    const response = await writeMemory(context, {
      title: `Staging key ${AWS_ID}`,
      content: `aws_secret_access_key = ${AWS_SECRET}\nThe deploy bot uses ${GHP}; db at postgres://app:hunter2@db/app\n`,
      type: "gotcha",
      tags: ["aws", "deploy"],
      paths: ["deploy/**"],
      fields: { severity: "S1", meta: { api_token: TOKEN, owner: "ops" }, evidence: ['{"password": "Tr0ub4dor&3"}'] },
    });
    expect(response.slug).toBe("gotcha-staging-key-redacted-aws-access-key");
    expect(response.redactions).toEqual([
      { kind: "aws-access-key", field: "title", count: 1 },
      { kind: "aws-secret-key", field: "content", count: 1 },
      { kind: "github-token", field: "content", count: 1 },
      { kind: "url-password", field: "content", count: 1 },
      { kind: "generic-secret", field: "meta", count: 1 },
      { kind: "password-assignment", field: "evidence", count: 1 },
    ]);
    expect(response.message).toBe(
      "Memory created: gotcha-staging-key-redacted-aws-access-key (6 secrets redacted: aws-access-key, aws-secret-key, github-token, url-password, generic-secret, password-assignment)",
    );
    const file = readFileSync(response.filePath, "utf8");
    expect(file).toContain("\ntitle: Staging key [REDACTED:aws-access-key]\n");
    expect(file).toContain(
      "# Staging key [REDACTED:aws-access-key]\n\naws_secret_access_key = [REDACTED:aws-secret-key]\n",
    );
    expect(file).toContain(
      "The deploy bot uses [REDACTED:github-token]; db at postgres://app:[REDACTED:url-password]@db/app",
    );
    expect(file).toContain("api_token: '[REDACTED:generic-secret]'");
    expect(file).toContain("owner: ops");
    const onDisk = everything(box.projectStore);
    for (const secret of SECRETS) expect(onDisk).not.toContain(secret);

    // What is read back and searched is the redacted text.
    const read = await readMemory(context, { slug: response.slug });
    expect(read.memory.content).toContain("[REDACTED:github-token]");
    const found = await searchMemories(context, { query: "deploy bot" });
    expect(found.results.map((result) => result.memory.slug)).toEqual([response.slug]);
  });

  it("leaves a clean write as it was: no redactions field, the usual message", async () => {
    const box = makeSandbox();
    const response = await writeMemory(contextFor(box), {
      content: "Commit eda83d7c58dfe0d5a0cf318656b3e6f0bade65c3 fixed it; reset your password in settings.",
      type: "learning",
      tags: ["auth"],
      fields: { meta: { request: "123e4567-e89b-12d3-a456-426614174000" } },
    });
    expect(response.redactions).toBeUndefined();
    expect(response.message).toBe(`Memory created: ${response.slug}`);
    expect(readFileSync(response.filePath, "utf8")).toContain(
      "Commit eda83d7c58dfe0d5a0cf318656b3e6f0bade65c3 fixed it; reset your password in settings.",
    );
  });

  it("an update also redacts fields kept from a hand-edited file", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    const first = await writeMemory(context, {
      content: "Rotate keys yearly.",
      title: "Rotation",
      type: "decision",
      tags: ["security"],
    });
    const text = readFileSync(first.filePath, "utf8").replace(
      "---\n# Rotation",
      `db_password: Hunter2hunter2\n---\n# Rotation`,
    );
    writeFileSync(first.filePath, text);
    const updated = await writeMemory(context, {
      slug: first.slug,
      content: `Rotate keys yearly; the old key was ${GHP}.`,
      type: "decision",
      tags: ["security"],
    });
    expect(updated.redactions).toEqual([
      { kind: "github-token", field: "content", count: 1 },
      { kind: "password-assignment", field: "db_password", count: 1 },
    ]);
    const file = readFileSync(updated.filePath, "utf8");
    expect(file).toContain("db_password: '[REDACTED:password-assignment]'");
    expect(file).not.toContain("Hunter2hunter2");
    expect(file).not.toContain(GHP);
  });

  it("refuses a slug or a tag that is a secret instead of making it a file name", async () => {
    const box = makeSandbox();
    const context = contextFor(box);
    const npm = "npm_tbyvhnsg9eh6yo4gfqrc5xlrwi0b26r08qzj";
    await expect(
      writeMemory(context, { content: "x", type: "learning", tags: ["a"], slug: npm }),
    ).rejects.toMatchObject({ name: "InvalidSlugError" });
    await expect(writeMemory(context, { content: "x", type: "learning", tags: [npm] })).rejects.toMatchObject({
      name: "InvalidTagsError",
    });
    await expect(writeMemory(context, { content: "x", type: "learning", tags: [npm] })).rejects.not.toThrow(npm);
  });
});

describe("memory write (CLI) tells the user what was redacted", () => {
  it("prints a warning on stderr, and --json carries redactions", async () => {
    const box = makeSandbox();
    const human = await runCli(box, [
      "write",
      `Key ${AWS_ID} and password=hunter2`,
      "--type",
      "gotcha",
      "--tags",
      "aws",
      "--title",
      "Leaked key",
    ]);
    expect(human.code).toBe(0);
    expect(human.stderr).toBe(
      "⚠ Redacted 2 secrets before saving: aws-access-key (content), password-assignment (content)\n",
    );
    expect(human.stdout).toContain(
      "✓ Memory created: gotcha-leaked-key (2 secrets redacted: aws-access-key, password-assignment)",
    );

    const request = {
      content: `Bot token ${GHP}`,
      type: "learning",
      tags: ["ci"],
      fields: { meta: { api_key: TOKEN } },
    };
    const result = await runCli(box, ["write", "--json"], { input: JSON.stringify(request) });
    expect(result.stderr).toBe("");
    const response = json(result);
    expect(response.redactions).toEqual([
      { kind: "github-token", field: "content", count: 1 },
      { kind: "generic-secret", field: "meta", count: 1 },
    ]);
    const onDisk = everything(box.projectStore);
    for (const secret of SECRETS) expect(onDisk).not.toContain(secret);
  });
});
