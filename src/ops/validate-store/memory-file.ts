// The checks of one memory file: it parses, its fields have the types, words
// and ranges the store reads, its links and timestamps make sense, and it
// holds no secret or unsafe content.

import { conflictMessage, hasConflictMarkers } from "../../core/memory/index.js";
import { MalformedMemoryError } from "../../core/errors.js";
import { FrontmatterLines } from "../../core/frontmatter/index.js";
import { normalizeMemory, splitMemoryFile, type DecodedMemory } from "../../core/memory-file.js";
import { memoryProblems } from "../../core/memory/index.js";
import { AUTO_MEMORY_TYPES } from "../../core/auto-memory/index.js";
import { FOREIGN_KIND_TO_TYPE, isMemoryType, typeForForeignKind } from "../../core/memory-types.js";
import { isValidSlug } from "../../core/slug.js";
import { timestampProblem } from "../../core/time.js";
import { isWellFormedTag } from "../../core/validation/index.js";
import { Frontmatter, OPEN_LISTS } from "../../core/schemas/frontmatter.js";
import { schemaProblems, type SchemaProblem } from "../../core/schemas/problems.js";
import { MEMORY_TYPES } from "../../core/vocabulary.js";
import { extractWikilinks } from "../../core/links/index.js";
import type { ScopeStore } from "../../store/scope-store.js";
import { checkCommandsField, checkSecrets, timestampField, unitField } from "./fields.js";
import type { Findings, ValidationRule } from "./findings.js";

// Claude Code's own types are kinds too: `memory promote` keeps the auto memory's type in `kind`.
const KNOWN_KINDS = new Set<string>([...MEMORY_TYPES, ...Object.keys(FOREIGN_KIND_TO_TYPE), ...AUTO_MEMORY_TYPES]);

/** A parsed memory kept for the cross-file checks (links, as-of). */
export interface CheckedMemory {
  store: ScopeStore;
  slug: string;
  decoded: DecodedMemory;
  /** `created` as written, to the second (epoch seconds), when it is a valid timestamp. */
  createdSeconds?: number;
}

/** The letters of a well-formed word (`S4`, `medium`): outside an open list, a warning. */
const WORD = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;

/** Frontmatter schema problems as validate's rules: a missing required field, the rule the schema names, a word outside a list, else a wrong type. */
function ruleOf(problem: SchemaProblem): ValidationRule {
  if (problem.missing) return "required-field";
  if (typeof problem.params?.rule === "string") return problem.params.rule as ValidationRule;
  if (problem.notInList)
    return OPEN_LISTS.has(problem.field) && typeof problem.input === "string" && WORD.test(problem.input)
      ? "enum-unknown"
      : "enum";
  return "field-type";
}

export function checkMemoryFile(
  findings: Findings,
  store: ScopeStore,
  slug: string,
  text: string,
  fallbackTime: string,
  existing: Set<string>,
): CheckedMemory | undefined {
  const path = store.filePath(slug);
  checkSecrets(findings, path, text);
  if (text.includes("<<<<<<<") && hasConflictMarkers(text)) {
    const line = text.split("\n").findIndex((candidate) => candidate.startsWith("<<<<<<<")) + 1;
    findings.add(path, "merge-conflict", conflictMessage(slug, text), line);
    return undefined;
  }
  let raw;
  try {
    raw = splitMemoryFile(text, path);
  } catch (error) {
    if (!(error instanceof MalformedMemoryError)) throw error;
    const { line, reason } = error.details as { line?: number; reason?: string };
    findings.add(path, "frontmatter-parse", `frontmatter cannot be parsed: ${reason ?? error.message}`, line);
    return undefined;
  }
  const lines = new FrontmatterLines(text);
  const data = raw.data;
  const reported = new Set<string>();
  const add = (field: string, rule: ValidationRule, message: string, needle?: string) => {
    reported.add(field);
    findings.add(path, rule, message, lines.of(field, needle) ?? (lines.end > 0 ? 1 : undefined));
  };

  // the shape of each field (the frontmatter schema), then what depends on more than one value
  for (const problem of schemaProblems(Frontmatter, data)) add(problem.field, ruleOf(problem), problem.message);

  // type and kind: how a word outside the list is read
  if (typeof data.type === "string" && !isMemoryType(data.type)) {
    const word = data.type.trim().toLowerCase();
    if (isMemoryType(word)) add("type", "type-alias", `type "${data.type}" is read as ${word}; write it in lower case`);
    else if (typeForForeignKind(word))
      add(
        "type",
        "type-alias",
        `type "${data.type}" is a foreign kind, read as ${typeForForeignKind(word)}; write \`type: ${typeForForeignKind(word)}\` and \`kind: ${word}\``,
      );
    else add("type", "type-enum", `type "${data.type}" is not one of ${MEMORY_TYPES.join(", ")} (read as learning)`);
  }
  if (typeof data.kind === "string" && !KNOWN_KINDS.has(data.kind))
    add(
      "kind",
      "kind-unknown",
      `kind "${data.kind}" is none of the known kinds: the six types, ${[...KNOWN_KINDS].filter((kind) => !isMemoryType(kind)).join(", ")}`,
    );

  // tags: each one usable
  if (Array.isArray(data.tags)) {
    if (data.tags.length === 0) add("tags", "tags-empty", "no tags: memories are found and grouped by them");
    for (const tag of data.tags) {
      if (typeof tag !== "string" && typeof tag !== "number")
        add("tags", "field-type", `tag ${JSON.stringify(tag)} is not a word`);
      else if (!isWellFormedTag(String(tag).trim().toLowerCase()))
        add(
          "tags",
          "tag-form",
          `tag ${JSON.stringify(tag)} is not 1–50 letters, digits or . _ + # / - (writes would refuse it)`,
          String(tag),
        );
    }
  }

  // timestamps: their zone and order
  const created = timestampField(data, "created", add);
  const updated = timestampField(data, "updated", add);
  const expires = timestampField(data, "expires", add);
  timestampField(data, "decayed", add);
  timestampField(data, "last_verified", add);
  if (created !== undefined && updated !== undefined && updated < created)
    add(
      "updated",
      "updated-before-created",
      `updated (${String(data.updated)}) is earlier than created (${String(data.created)})`,
    );
  if (created !== undefined && expires !== undefined && expires < created)
    add(
      "expires",
      "expires-before-created",
      `expires (${String(data.expires)}) is earlier than created (${String(data.created)})`,
    );

  // values and lifecycle
  for (const field of ["truth", "utility"]) unitField(data, field, add);
  if (data.ttl === "ephemeral" && (data.expires === undefined || data.expires === null))
    add("ttl", "ttl-no-expiry", "ttl is ephemeral but there is no expires: nothing will ever hide it");
  if (data.ttl === "persistent" && data.expires !== undefined && data.expires !== null)
    add(
      "expires",
      "ttl-persistent-expires",
      "a persistent memory has an expiry: drop expires, or make ttl ephemeral or decay",
    );

  // supersession: a memory that exists, and the superseded one deprecated
  if (data.superseded_by !== undefined && data.superseded_by !== null) {
    const target = data.superseded_by;
    const valid = typeof target === "string" && isValidSlug(target.trim());
    if (valid && target.trim() === slug)
      add("superseded_by", "dangling-superseded-by", "superseded_by names the memory itself");
    else if (valid && !existing.has(target.trim()))
      add(
        "superseded_by",
        "dangling-superseded-by",
        `superseded_by names ${target.trim()}, which exists in no available scope`,
      );
    if (data.deprecated !== true)
      add(
        "superseded_by",
        "superseded-not-deprecated",
        "a superseded memory must be deprecated: add `deprecated: true`",
      );
  }

  // commands (shell commands a gotcha is about)
  checkCommandsField(data.commands, add);

  // links
  if (data.links !== undefined && data.links !== null) {
    if (!Array.isArray(data.links))
      add("links", "field-type", "links must be a list of slugs or {target, label, created}");
    else {
      for (const item of data.links) {
        const target =
          typeof item === "string"
            ? item
            : item && typeof item === "object" && !Array.isArray(item)
              ? (item as { target?: unknown }).target
              : undefined;
        if (typeof target !== "string") {
          add("links", "field-type", `link entry ${JSON.stringify(item)} is neither a slug nor {target, label}`);
          continue;
        }
        const name = target.trim();
        if (!isValidSlug(name))
          add("links", "field-type", `link target ${JSON.stringify(target)} is not a slug`, target);
        else if (name === slug)
          add(
            "links",
            "self-link",
            `link to ${name}, the memory itself: a link says how two memories relate, and \`memory link\` refuses this one. Remove it from links`,
            name,
          );
        else if (!existing.has(name))
          add(
            "links",
            "dangling-link",
            `link to ${name}, which exists in no available scope (\`memory repair\` removes it)`,
            name,
          );
        if (typeof item === "object") {
          const { label, created: linkCreated } = item as { label?: unknown; created?: unknown };
          if (label !== undefined && label !== null && (typeof label !== "string" || !label.trim()))
            add("links", "field-type", `the label of the link to ${name} must be a word`, name);
          if (linkCreated !== undefined && linkCreated !== null && timestampProblem(linkCreated))
            add("links", "timestamp", `the created of the link to ${name} ${timestampProblem(linkCreated)}`, name);
        }
      }
    }
  }

  const decoded = normalizeMemory(raw, slug, fallbackTime);
  // The check every path shares (write refuses, the hook leaves out what fails it).
  for (const problem of memoryProblems(decoded.document)) {
    findings.add(
      path,
      "unsafe-content",
      `${problem.message} (writes refuse this; the hook does not inject it)`,
      problem.field === "body" ? undefined : lines.of(problem.field),
    );
  }
  for (const target of extractWikilinks(decoded.document.body)) {
    if (target !== slug && !existing.has(target))
      findings.add(
        path,
        "dangling-wikilink",
        `[[${target}]] names no memory in any available scope`,
        lines.inBody(`[[${target}`),
      );
  }
  // Anything the codec noticed that the rules above did not: reported as it says.
  // (With either timestamp already reported, comparing them says nothing more.)
  if (reported.has("created") || reported.has("updated")) reported.add("created").add("updated");
  for (const problem of decoded.problems) {
    if (!reported.has(problem.field)) {
      reported.add(problem.field);
      findings.add(path, "frontmatter", problem.message, lines.of(problem.field));
    }
  }
  return { store, slug, decoded, ...(created !== undefined ? { createdSeconds: created } : {}) };
}
