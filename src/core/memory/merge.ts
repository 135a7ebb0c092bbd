// Three-way merge of a memory file, as git's merge driver for memories.
//
// The frontmatter is merged field by field, by meaning:
//   - lists of names (tags, paths, commands) and links merge as sets: an item
//     added on either side is kept, an item removed on either side is removed;
//   - `updated` is the later of the two;
//   - any other field changed on one side only takes that side's value; two
//     values changed differently on both sides are a real conflict, written
//     with conflict markers around that field alone.
// The body goes through git's own three-way text merge (given as `textMerge`).
// Files this cannot split into fields (no frontmatter, conflict markers from an
// earlier merge, CR line ends) are merged as plain text by `textMerge`.

import yaml from "js-yaml";
import {
  BOTH_ADDED_LABEL,
  firstSide,
  hasConflictMarkers,
  OURS_LABEL,
  secondSide,
  THEIRS_LABEL,
} from "./conflict-markers.js";
import {
  canonical,
  fieldValue,
  joinFrontmatterFields,
  splitFrontmatterFields,
  type FrontmatterBlocks,
} from "../frontmatter/index.js";

/** A three-way text merge (git merge-file): the merged text and how many conflicts it left. */
export type TextMerge = (
  base: string,
  ours: string,
  theirs: string,
  markerSize: number,
) => { text: string; conflicts: number };

export interface MemoryMergeResult {
  text: string;
  /** Conflicting parts left in `text` (0: merged cleanly). */
  conflicts: number;
  /** Frontmatter fields changed differently on both sides. */
  conflictingFields: string[];
  /** How the file was merged. */
  method: "fields" | "text" | "both-added";
}

/** Lists merged as sets of items. */
const SET_FIELDS = new Set(["tags", "paths", "commands", "aliases"]);
const LATER_FIELDS = new Set(["updated", "last_verified"]);

export function mergeMemoryFile(
  base: string,
  ours: string,
  theirs: string,
  textMerge: TextMerge,
  markerSize = 7,
): MemoryMergeResult {
  if (ours === theirs) return { text: ours, conflicts: 0, conflictingFields: [], method: "fields" };
  if (base === ours) return { text: theirs, conflicts: 0, conflictingFields: [], method: "fields" };
  if (base === theirs) return { text: ours, conflicts: 0, conflictingFields: [], method: "fields" };
  const a = splitFrontmatterFields(ours);
  const b = splitFrontmatterFields(theirs);
  const bases = readableBases(base);
  if (a && b && ((bases.length === 0 && base.trim() === "") || bases.some((o) => replacedOnEitherSide(o, a, b)))) {
    // Two different memories under one name: added on both sides, or one side holds another memory
    // (a `created` of its own) than the base and the other side. Merging them would lose one.
    const size = "<".repeat(markerSize);
    const text = `${size} ${BOTH_ADDED_LABEL}\n${ours}${ours.endsWith("\n") ? "" : "\n"}${"=".repeat(markerSize)}\n${theirs}${theirs.endsWith("\n") ? "" : "\n"}${">".repeat(markerSize)} ${THEIRS_LABEL}\n`;
    return { text, conflicts: 1, conflictingFields: [], method: "both-added" };
  }
  const body = a && b && bases.length > 0 ? mergeBody(base, bases, a.body, b.body, textMerge, markerSize) : undefined;
  if (!a || !b || !body) {
    const merged = textMerge(base, ours, theirs, markerSize);
    return { ...merged, conflictingFields: [], method: "text" };
  }
  const fields = mergeFields(bases, a, b, markerSize);
  const text = joinFrontmatterFields({ lead: a.lead, fields: fields.fields, body: body.text });
  return {
    text,
    conflicts: fields.conflicting.length + body.conflicts,
    conflictingFields: fields.conflicting,
    method: "fields",
  };
}

/**
 * The base as memory files: one, or, for a criss-cross merge, one per side of
 * the virtual base git made by merging the merge bases (it holds conflict
 * markers where they disagree). Empty when the base cannot be split into fields.
 */
function readableBases(base: string): FrontmatterBlocks[] {
  const sides = hasConflictMarkers(base) ? [firstSide(base), secondSide(base)] : [base];
  const blocks = sides.map(splitFrontmatterFields);
  return blocks.every((block) => block !== undefined) ? blocks : [];
}

/**
 * The bodies merged. In a criss-cross merge the body's base is the virtual
 * base's body, markers and all, as git has it: a line the two sides hold
 * differently stays a conflict exactly where plain git stops. When no such body
 * can be cut out (a conflicting part of the virtual base spans the frontmatter's
 * end, or the whole file), each base's body is tried: taken when all agree,
 * else undefined (the caller merges the whole file as text, as git does).
 */
function mergeBody(
  base: string,
  bases: FrontmatterBlocks[],
  ours: string,
  theirs: string,
  textMerge: TextMerge,
  markerSize: number,
): { text: string; conflicts: number } | undefined {
  if (bases.length === 1) return textMerge(bases[0]!.body, ours, theirs, markerSize);
  const close = base.startsWith("---\n") ? base.indexOf("\n---\n", 3) : -1;
  const body = close === -1 ? undefined : base.slice(close + 5);
  if (body !== undefined && firstSide(body) === bases[0]!.body && secondSide(body) === bases[1]!.body)
    return textMerge(body, ours, theirs, markerSize);
  const results = bases.map((o) => textMerge(o.body, ours, theirs, markerSize));
  return results.every((result) => result.text === results[0]!.text) ? results[0] : undefined;
}

/** The two sides hold different memories: their `created` differ, and at least one differs from the base's. */
function replacedOnEitherSide(o: FrontmatterBlocks, a: FrontmatterBlocks, b: FrontmatterBlocks): boolean {
  const created = (blocks: FrontmatterBlocks) => {
    const field = blocks.fields.find((candidate) => candidate.key === "created");
    const value = field ? fieldValue(field.text, "created") : undefined;
    return typeof value === "string" ? value : undefined;
  };
  const [co, ca, cb] = [created(o), created(a), created(b)];
  return ca !== undefined && cb !== undefined && ca !== cb && (ca !== co || cb !== co);
}

interface Field {
  key: string;
  text: string;
}

/**
 * Every field merged by its rule. With two bases (a criss-cross merge), a field
 * is taken only when both bases give it the same result: a field the merge bases
 * disagree on and the sides hold differently is a conflict, as it is for git.
 */
function mergeFields(
  bases: FrontmatterBlocks[],
  a: FrontmatterBlocks,
  b: FrontmatterBlocks,
  markerSize: number,
): { fields: Field[]; conflicting: string[] } {
  const byKey = (blocks: FrontmatterBlocks) => new Map(blocks.fields.map((field) => [field.key, field]));
  const [ourFields, theirFields] = [byKey(a), byKey(b)];
  const baseFields = bases.map(byKey);
  const fields: Field[] = [];
  const conflicting: string[] = [];
  for (const key of keyOrder(a, b)) {
    const [fa, fb] = [ourFields.get(key), theirFields.get(key)];
    const outcomes = baseFields.map((fields) => mergeField(key, fields.get(key), fa, fb));
    const first = outcomes[0]!;
    const agreed = outcomes.every(
      (outcome) => outcome !== CONFLICT && outcome?.text === (first as Field | undefined)?.text,
    );
    if (first !== CONFLICT && agreed) {
      if (first) fields.push(first);
      continue;
    }
    conflicting.push(key);
    const open = `${"<".repeat(markerSize)} ${OURS_LABEL}\n`;
    const middle = `${"=".repeat(markerSize)}\n`;
    const close = `${">".repeat(markerSize)} ${THEIRS_LABEL}\n`;
    fields.push({ key, text: `${open}${fa?.text ?? ""}${middle}${fb?.text ?? ""}${close}` });
  }
  return { fields, conflicting };
}

const CONFLICT = Symbol("conflict");

/** One field merged from one base: the field to keep (undefined: none), or CONFLICT. */
function mergeField(
  key: string,
  fo: Field | undefined,
  fa: Field | undefined,
  fb: Field | undefined,
): Field | undefined | typeof CONFLICT {
  const [vo, va, vb] = [fieldValueOf(fo, key), fieldValueOf(fa, key), fieldValueOf(fb, key)];
  const [co, ca, cb] = [canonical(vo), canonical(va), canonical(vb)];
  if (ca === cb) return fa ?? fb;
  // Times merged by their own rule, whatever the base says (in a criss-cross merge the bases may hold either).
  if (LATER_FIELDS.has(key) && typeof va === "string" && typeof vb === "string") return va >= vb ? fa : fb;
  if (key === "created" && typeof va === "string" && typeof vb === "string") return va <= vb ? fa : fb;
  if (ca === co) return fb;
  if (cb === co) return fa;
  if (SET_FIELDS.has(key) && isNameList(vo) && isNameList(va) && isNameList(vb))
    return fieldOf(
      key,
      mergeSets(asList(vo), asList(va), asList(vb), (item) => String(item)),
      fa,
      fb,
      -1,
    );
  if (key === "links" && isList(vo) && isList(va) && isList(vb))
    return fieldOf(key, mergeSets(asList(vo), asList(va), asList(vb), linkIdentity), fa, fb, 2);
  if (isDynamic(va) && isDynamic(vb)) return va.updated >= vb.updated ? fa : fb; // its own time stamp: the later one
  return CONFLICT;
}

/** Our field order, with fields only they have placed after the field they follow on their side. */
function keyOrder(a: FrontmatterBlocks, b: FrontmatterBlocks): string[] {
  const order = a.fields.map((field) => field.key);
  b.fields.forEach((field, index) => {
    if (order.includes(field.key)) return;
    let at = 0;
    for (let i = index - 1; i >= 0; i--) {
      const position = order.indexOf(b.fields[i]!.key);
      if (position !== -1) {
        at = position + 1;
        break;
      }
    }
    order.splice(at, 0, field.key);
  });
  return order;
}

function fieldValueOf(field: Field | undefined, key: string): unknown {
  return field === undefined ? undefined : fieldValue(field.text, key);
}

function isList(value: unknown): boolean {
  return value === undefined || value === null || Array.isArray(value);
}

function isNameList(value: unknown): boolean {
  return isList(value) && asList(value).every((item) => typeof item === "string" || typeof item === "number");
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function isDynamic(value: unknown): value is { updated: string } {
  return (
    Boolean(value) &&
    typeof value === "object" &&
    !Array.isArray(value) &&
    typeof (value as { updated?: unknown }).updated === "string"
  );
}

function linkIdentity(link: unknown): string {
  if (typeof link === "string") return `${link.trim()}\u0000`;
  if (link && typeof link === "object") {
    const { target, label } = link as { target?: unknown; label?: unknown };
    return `${String(target).trim()}\u0000${typeof label === "string" ? label.trim() : ""}`;
  }
  return canonical(link);
}

/** Items on both sides, or added on one side; an item removed on either side stays removed. Our order, then their new items. */
export function mergeSets(
  base: unknown[],
  ours: unknown[],
  theirs: unknown[],
  identity: (item: unknown) => string,
): unknown[] {
  const inBase = new Set(base.map(identity));
  const inOurs = new Set(ours.map(identity));
  const inTheirs = new Set(theirs.map(identity));
  const keep = (id: string) =>
    (inOurs.has(id) && inTheirs.has(id)) || (!inBase.has(id) && (inOurs.has(id) || inTheirs.has(id)));
  const out: unknown[] = [];
  const placed = new Set<string>();
  for (const item of [...ours, ...theirs]) {
    const id = identity(item);
    if (placed.has(id) || !keep(id)) continue;
    placed.add(id);
    out.push(item);
  }
  return out;
}

/** The field holding `value`: one side's text when it already says that, else freshly written (one item per line). */
function fieldOf(
  key: string,
  value: unknown[],
  ours: Field | undefined,
  theirs: Field | undefined,
  flowLevel: number,
): Field | undefined {
  const wanted = canonical(value);
  for (const field of [ours, theirs]) if (field && canonical(fieldValue(field.text, key)) === wanted) return field;
  if (value.length === 0 && !ours && !theirs) return undefined;
  return {
    key,
    text: yaml.dump({ [key]: value }, { schema: yaml.CORE_SCHEMA, flowLevel, lineWidth: -1, noRefs: true }),
  };
}
