import { describe, expect, it } from "vitest";
import { MalformedMemoryError } from "../../src/core/errors.js";
import { decodeMemoryFile, encodeMemoryFile } from "../../src/core/memory-file.js";

const FALLBACK = "2026-02-01T00:00:00Z";

const SAMPLE = `---
title: OAuth2 refresh race
type: gotcha
tags: [auth, oauth2, concurrency]
created: 2026-01-10T10:00:00Z
updated: 2026-01-10T10:30:00Z
links:
  - { target: decision-oauth2, label: warns-about, created: 2026-01-10T10:00:00Z }
paths: ["src/auth/**", "*.oauth.ts"]
owner: team-auth
review:
  due: 2026-03-01
  by: [ana, bo]
---
# OAuth2 refresh race

Watch for token refresh races. See [[decision-oauth2]].
`;

describe("memory file codec", () => {
  it("decodes the DESIGN.md example", () => {
    const { document, problems } = decodeMemoryFile(SAMPLE, "gotcha-oauth2-refresh", FALLBACK);
    expect(problems).toEqual([]);
    expect(document).toMatchObject({
      slug: "gotcha-oauth2-refresh",
      title: "OAuth2 refresh race",
      type: "gotcha",
      tags: ["auth", "oauth2", "concurrency"],
      created: "2026-01-10T10:00:00Z",
      updated: "2026-01-10T10:30:00Z",
      links: [{ target: "decision-oauth2", label: "warns-about", created: "2026-01-10T10:00:00Z" }],
    });
    expect(document.fields.paths).toEqual(["src/auth/**", "*.oauth.ts"]);
    expect(document.body.startsWith("# OAuth2 refresh race")).toBe(true);
  });

  it("keeps unknown fields through decode → change → encode → decode", () => {
    const { document } = decodeMemoryFile(SAMPLE, "g", FALLBACK);
    const changed = { ...document, tags: [...document.tags, "extra"], updated: "2026-01-11T00:00:00Z" };
    const again = decodeMemoryFile(encodeMemoryFile(changed), "g", FALLBACK).document;
    expect(again.fields.owner).toBe("team-auth");
    expect(again.fields.review).toEqual({ due: "2026-03-01", by: ["ana", "bo"] });
    expect(again.tags).toContain("extra");
    expect(again.links).toEqual(document.links);
  });

  it("writes deterministically with a stable key order and unquoted UTC timestamps", () => {
    const { document } = decodeMemoryFile(SAMPLE, "g", FALLBACK);
    const text = encodeMemoryFile(document);
    expect(encodeMemoryFile(decodeMemoryFile(text, "g", FALLBACK).document)).toBe(text);
    const keys = text
      .split("---\n")[1]!
      .split("\n")
      .filter((line) => /^\w/.test(line))
      .map((line) => line.split(":")[0]);
    expect(keys).toEqual(["title", "type", "tags", "created", "updated", "links", "paths", "owner", "review"]);
    expect(text).toContain("created: 2026-01-10T10:00:00Z\n");
    expect(text).toContain("tags:\n  - auth\n  - oauth2\n  - concurrency\n");
  });

  it("normalises timestamps to ISO UTC seconds", () => {
    const text =
      "---\ntitle: t\ntype: learning\ntags: [a]\ncreated: 2026-01-10\nupdated: 2026-01-10T12:00:00+02:00\n---\nbody";
    const { document } = decodeMemoryFile(text, "t", FALLBACK);
    expect(document.created).toBe("2026-01-10T00:00:00Z");
    expect(document.updated).toBe("2026-01-10T10:00:00Z");
  });

  it("takes the title from the first # heading, else the first line", () => {
    const heading = decodeMemoryFile("---\ntype: learning\n---\nintro\n\n## Sub\n\n# Main *title*\n", "x", FALLBACK);
    expect(heading.document.title).toBe("Main title");
    const setext = decodeMemoryFile("Setext title\n============\n\nbody", "x", FALLBACK);
    expect(setext.document.title).toBe("Setext title");
    const line = decodeMemoryFile("- **Use** a mutex for refresh", "x", FALLBACK);
    expect(line.document.title).toBe("Use a mutex for refresh");
    const fenced = decodeMemoryFile("```\n# not a heading\n```\n", "x", FALLBACK);
    expect(fenced.document.title).not.toBe("not a heading");
  });

  it("reads hand-made files with minimal or no frontmatter, reporting what was missing", () => {
    const none = decodeMemoryFile("# Just notes\n\nsome text", "just-notes", FALLBACK);
    expect(none.document).toMatchObject({
      title: "Just notes",
      type: "learning",
      tags: [],
      created: FALLBACK,
      updated: FALLBACK,
    });
    expect(none.problems.map((p) => p.field).sort()).toEqual(["created", "type", "updated"]);
    const foreign = decodeMemoryFile("---\ntype: lesson\ntags: a, b\n---\nx", "x", FALLBACK);
    expect(foreign.document.type).toBe("learning");
    expect(foreign.document.fields.kind).toBe("lesson");
    expect(foreign.document.tags).toEqual(["a", "b"]);
  });

  it("tolerates CRLF line endings and a BOM", () => {
    const crlf = `\uFEFF${SAMPLE.replace(/\n/g, "\r\n")}`;
    const { document } = decodeMemoryFile(crlf, "g", FALLBACK);
    expect(document.title).toBe("OAuth2 refresh race");
    expect(document.body).not.toContain("\r");
  });

  it("reports broken YAML with its line and never guesses", () => {
    const broken = "---\ntitle: ok\ntags: [a, b\ntype: gotcha\n---\nbody";
    expect(() => decodeMemoryFile(broken, "b", FALLBACK, "/x/b.md")).toThrow(MalformedMemoryError);
    try {
      decodeMemoryFile(broken, "b", FALLBACK, "/x/b.md");
    } catch (error) {
      expect((error as MalformedMemoryError).message).toMatch(/\/x\/b\.md: frontmatter cannot be parsed at line \d+/);
      expect((error as MalformedMemoryError).details?.line).toBeTypeOf("number");
    }
  });

  it("names the file line of a YAML error", () => {
    expect(() => decodeMemoryFile("---\ntitle: a\ntype: gotcha\ntitle: b\n---\n", "x", FALLBACK)).toThrow(
      /at line 4: duplicated mapping key/,
    );
    expect(() => decodeMemoryFile("---\ntitle: a\n  bad: indent\n---\n", "x", FALLBACK)).toThrow(/at line 3/);
  });

  it("rejects duplicate keys, non-mapping frontmatter and executable frontmatter", () => {
    expect(() => decodeMemoryFile("---\ntitle: a\ntitle: b\n---\n", "x", FALLBACK)).toThrow(MalformedMemoryError);
    expect(() => decodeMemoryFile("---\n- a\n- b\n---\n", "x", FALLBACK)).toThrow(MalformedMemoryError);
    (globalThis as { pwned?: boolean }).pwned = false;
    expect(() => decodeMemoryFile("---js\n{ title: (globalThis.pwned = true) }\n---\n", "x", FALLBACK)).toThrow(
      MalformedMemoryError,
    );
    expect((globalThis as { pwned?: boolean }).pwned).toBe(false);
  });

  it("flags updated earlier than created and repairs it in memory", () => {
    const { document, problems } = decodeMemoryFile(
      "---\ntitle: t\ntype: hub\ntags: [a]\ncreated: 2026-02-01T00:00:00Z\nupdated: 2026-01-01T00:00:00Z\n---\n",
      "t",
      FALLBACK,
    );
    expect(problems.some((p) => p.field === "updated")).toBe(true);
    expect(document.updated).toBe(document.created);
  });
});
