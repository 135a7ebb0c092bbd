import { describe, expect, it } from "vitest";
import { conflictSides, hasConflictMarkers } from "../../src/core/memory/conflict-markers.js";
import { keepUnchangedFields, splitFrontmatterFields } from "../../src/core/frontmatter/keep.js";
import { decodeMemoryFile, encodeMemoryFile, type MemoryDocument } from "../../src/core/memory-file.js";
import { mergeMemoryFile } from "../../src/core/memory/merge.js";
import { gitMergeText } from "../../src/store/git.js";

const T0 = "2026-01-10T10:00:00Z";
const T1 = "2026-01-11T10:00:00Z";
const T2 = "2026-01-12T10:00:00Z";

function doc(overrides: Partial<MemoryDocument> = {}): MemoryDocument {
  return {
    slug: "gotcha-refresh",
    title: "Refresh race",
    type: "gotcha",
    tags: ["auth", "oauth2"],
    created: T0,
    updated: T0,
    links: [],
    body: "# Refresh race\n\nTwo refreshes race.\n\nUse a mutex.",
    fields: {},
    ...overrides,
  };
}

const merge = (base: string, ours: string, theirs: string) => mergeMemoryFile(base, ours, theirs, gitMergeText);

describe("serialisation that merges well", () => {
  it("writes lists one item per line, links one per line, in a fixed key order (byte for byte)", () => {
    const text = encodeMemoryFile(
      doc({
        links: [{ target: "decision-oauth2", label: "warns-about", created: T0 }],
        fields: { severity: "S1", paths: ["src/auth/**", "*.oauth.ts"] },
      }),
    );
    expect(text).toBe(
      [
        "---",
        "title: Refresh race",
        "type: gotcha",
        "tags:",
        "  - auth",
        "  - oauth2",
        `created: ${T0}`,
        `updated: ${T0}`,
        "links:",
        `  - {target: decision-oauth2, label: warns-about, created: ${T0}}`,
        "paths:",
        "  - src/auth/**",
        "  - '*.oauth.ts'",
        "severity: S1",
        "---",
        "# Refresh race",
        "",
        "Two refreshes race.",
        "",
        "Use a mutex.",
        "",
      ].join("\n"),
    );
    expect(encodeMemoryFile(doc({ tags: [] }))).toContain("\ntags: []\n");
  });

  it("reads old flow-style files as they are, and an edit leaves the fields it did not change byte for byte", () => {
    const old = `---\ntitle: Refresh race\ntype: gotcha\ntags: [auth, oauth2]   # kept\ncreated: ${T0}\nupdated: ${T0}\npaths: ["src/auth/**"]\nseverity: S2\n---\nTwo refreshes race.\n`;
    const { document } = decodeMemoryFile(old, "gotcha-refresh", T0);
    expect(document.tags).toEqual(["auth", "oauth2"]);
    const edited = encodeMemoryFile({ ...document, updated: T1, body: "Two refreshes race.\n\nUse a mutex." }, old);
    expect(edited).toBe(
      `---\ntitle: Refresh race\ntype: gotcha\ntags: [auth, oauth2]   # kept\ncreated: ${T0}\nupdated: ${T1}\npaths: ["src/auth/**"]\nseverity: S2\n---\nTwo refreshes race.\n\nUse a mutex.\n`,
    );
    // A changed list is written in the new style; a new field goes after the field it follows.
    const tagged = encodeMemoryFile(
      { ...document, tags: ["auth", "oauth2", "mutex"], fields: { ...document.fields, confidence: 0.9 } },
      old,
    );
    expect(tagged).toBe(
      `---\ntitle: Refresh race\ntype: gotcha\ntags:\n  - auth\n  - oauth2\n  - mutex\ncreated: ${T0}\nupdated: ${T0}\npaths: ["src/auth/**"]\nseverity: S2\nconfidence: 0.9\n---\nTwo refreshes race.\n`,
    );
  });

  it("keeps the file's own field order and drops removed fields", () => {
    const previous = `---\ntype: gotcha\ntitle: T\ntags:\n  - a\ncreated: ${T0}\nupdated: ${T0}\nseverity: S1\n---\nbody\n`;
    const { document } = decodeMemoryFile(previous, "gotcha-t", T0);
    delete document.fields.severity;
    expect(encodeMemoryFile(document, previous)).toBe(
      `---\ntype: gotcha\ntitle: T\ntags:\n  - a\ncreated: ${T0}\nupdated: ${T0}\n---\nbody\n`,
    );
  });

  it("leaves a file it cannot split safely to the full encoding", () => {
    expect(splitFrontmatterFields("---\r\ntitle: T\r\n---\r\n")).toBeUndefined();
    expect(splitFrontmatterFields("---\n'quoted key': 1\n---\n")).toBeUndefined();
    const fresh = encodeMemoryFile(doc());
    expect(keepUnchangedFields(fresh, "no frontmatter")).toBe(fresh);
  });
});

describe("the merge driver", () => {
  const base = encodeMemoryFile(doc());

  it("unions tags added on both sides, honours a removal, takes the later updated and a field changed on one side", () => {
    const ours = encodeMemoryFile(
      doc({ tags: ["auth", "oauth2", "mutex"], updated: T2, fields: { severity: "S1" } }),
      base,
    );
    const theirs = encodeMemoryFile(
      doc({
        tags: ["oauth2", "tokens"],
        updated: T1,
        body: "# Refresh race\n\nTwo refreshes race.\n\nUse a mutex.\n\nSeen in production.",
      }),
      base,
    );
    const result = merge(base, ours, theirs);
    expect(result.conflicts).toBe(0);
    const { document } = decodeMemoryFile(result.text, "gotcha-refresh", T0);
    expect(document.tags).toEqual(["oauth2", "mutex", "tokens"]);
    expect(document.updated).toBe(T2);
    expect(document.fields.severity).toBe("S1");
    expect(document.body).toContain("Seen in production.");
  });

  it("unions links by target and label, and removes a link deleted on one side", () => {
    const linked = doc({ links: [{ target: "a", label: "relates-to", created: T0 }] });
    const start = encodeMemoryFile(linked);
    const ours = encodeMemoryFile(
      { ...linked, links: [...linked.links, { target: "b", label: "implements", created: T1 }] },
      start,
    );
    const theirs = encodeMemoryFile({ ...linked, links: [{ target: "c", label: "relates-to", created: T2 }] }, start);
    const result = merge(start, ours, theirs);
    expect(result.conflicts).toBe(0);
    expect(decodeMemoryFile(result.text, "x", T0).document.links.map((link) => link.target)).toEqual(["b", "c"]);
  });

  it("marks a field changed differently on both sides as a conflict around that field alone", () => {
    const ours = encodeMemoryFile(doc({ fields: { severity: "S1" }, tags: ["auth", "oauth2", "x"] }), base);
    const theirs = encodeMemoryFile(doc({ fields: { severity: "S3" } }), base);
    const result = merge(base, ours, theirs);
    expect(result.conflicts).toBe(1);
    expect(result.conflictingFields).toEqual(["severity"]);
    expect(result.text).toContain("<<<<<<< ours\nseverity: S1\n=======\nseverity: S3\n>>>>>>> theirs\n");
    const sides = conflictSides(result.text)!;
    expect(decodeMemoryFile(sides.ours, "x", T0).document.fields.severity).toBe("S1");
    expect(decodeMemoryFile(sides.theirs, "x", T0).document.fields.severity).toBe("S3");
    expect(decodeMemoryFile(sides.theirs, "x", T0).document.tags).toEqual(["auth", "oauth2", "x"]);
  });

  it("gives the body to git's text merge: different lines merge, the same line changed twice conflicts", () => {
    const ours = encodeMemoryFile(doc({ body: "# Refresh race\n\nTwo refreshes race badly.\n\nUse a mutex." }), base);
    const theirs = encodeMemoryFile(doc({ body: "# Refresh race\n\nTwo refreshes race.\n\nUse a lock." }), base);
    expect(merge(base, ours, theirs).conflicts).toBe(0);
    const clash = encodeMemoryFile(doc({ body: "# Refresh race\n\nTwo refreshes race slowly.\n\nUse a mutex." }), base);
    const result = merge(base, ours, clash);
    expect(result.conflicts).toBe(1);
    expect(hasConflictMarkers(result.text)).toBe(true);
  });

  it("writes two different memories added under one name as one whole-file conflict", () => {
    const ours = encodeMemoryFile(doc({ created: T1, updated: T1 }));
    const theirs = encodeMemoryFile(doc({ created: T2, updated: T2, body: "Another one." }));
    const result = merge("", ours, theirs);
    expect(result.method).toBe("both-added");
    const sides = conflictSides(result.text)!;
    expect(sides.bothAdded).toBe(true);
    expect(sides.ours).toBe(ours);
    expect(sides.theirs).toBe(theirs);
    expect(merge("", ours, ours).text).toBe(ours);
  });

  it("treats two sides holding different memories (their own `created`) as two memories, not one to merge", () => {
    const replaced = encodeMemoryFile(doc({ created: T1, updated: T1, body: "Someone else's memory." }));
    const edited = encodeMemoryFile(doc({ tags: ["auth", "oauth2", "x"] }), base);
    const result = merge(base, replaced, edited);
    expect(result.method).toBe("both-added");
    expect(conflictSides(result.text)).toMatchObject({ ours: replaced, theirs: edited, bothAdded: true });
    // An edit that keeps `created` is an edit of the same memory.
    expect(merge(base, encodeMemoryFile(doc({ updated: T1, fields: { severity: "S1" } }), base), edited)).toMatchObject(
      { method: "fields", conflicts: 0 },
    );
  });

  it("merges files it cannot read field by field as plain text, and never throws on conflict markers in the base", () => {
    const broken = "not a memory\nline two\nline three\n";
    expect(merge(broken, "not a memory\nline two\nline 3\n", "not a memory!\nline two\nline three\n")).toMatchObject({
      conflicts: 0,
      method: "text",
      text: "not a memory!\nline two\nline 3\n",
    });
    const marked = `${base}<<<<<<< a\nx\n=======\ny\n>>>>>>> b\n`;
    expect(() => merge(marked, base, encodeMemoryFile(doc({ fields: { severity: "S1" } })))).not.toThrow();
  });

  it("reads a virtual base with conflict markers (criss-cross merges) by one of its sides", () => {
    // The merge bases held two memories under one name; the sides now hold two others again.
    const one = encodeMemoryFile(doc({ created: T1, updated: T1, body: "One." }));
    const two = encodeMemoryFile(doc({ created: T2, updated: T2, body: "Two." }));
    const virtual = mergeMemoryFile("", one, two, gitMergeText, 9).text;
    const three = encodeMemoryFile(
      doc({ created: "2026-01-13T10:00:00Z", updated: "2026-01-13T10:00:00Z", body: "Three." }),
    );
    const result = merge(virtual, two, three);
    expect(result.method).toBe("both-added");
    expect(conflictSides(result.text)).toMatchObject({ ours: two, theirs: three, bothAdded: true });
    // An edit on each side of one memory whose virtual base is conflicted still merges field by field.
    const edited = merge(
      virtual,
      encodeMemoryFile(doc({ created: T1, updated: T2, body: "One." }), one),
      encodeMemoryFile(doc({ created: T1, updated: T1, body: "One.", fields: { severity: "S1" } }), one),
    );
    expect(edited).toMatchObject({ method: "fields", conflicts: 0 });
  });
});

describe("conflict markers", () => {
  it("takes either side of every part, drops diff3 base sections, ignores lone markers", () => {
    const text = "a\n<<<<<<< ours\nb\n||||||| base\nc\n=======\nd\n>>>>>>> theirs\ne\n";
    expect(conflictSides(text)).toEqual({ ours: "a\nb\ne\n", theirs: "a\nd\ne\n", count: 1, bothAdded: false });
    expect(hasConflictMarkers("a\n<<<<<<< only an opening\nb\n")).toBe(false);
    expect(hasConflictMarkers("=======\n")).toBe(false);
  });
});
