// What the manifest remembers of each memory: enough to list, filter and sort
// without re-reading the file.

import { storedUnitValue } from "../../core/frontmatter/index.js";
import { MalformedMemoryError } from "../../core/errors.js";
import { decodeMemoryFile, type DecodedMemory, type MemoryDocument } from "../../core/memory-file.js";
import { extractWikilinks } from "../../core/links/index.js";
import { toIsoSeconds } from "../../core/time.js";
import { lifecycleOf, type Lifecycle } from "../../core/lifecycle.js";
import { anchorsOf, type Anchor } from "../../core/anchors.js";
import { memoryProblems, type MemoryProblem } from "../../core/memory/index.js";
import { gotchaEntry, isInjectable, shortText } from "./gotcha-entry.js";
import { memoryTermsText } from "../../core/recall/index.js";
import { descriptionOf } from "../../core/memory/index.js";
import { commandPatternProblems } from "../../core/gotcha/index.js";
import type { OutgoingEdge, RecallSummary, SummaryRecord } from "./summary-record.js";
import type { ScannedText } from "../../core/text/index.js";

export { toMemorySummary, type OutgoingEdge, type SummaryRecord } from "./summary-record.js";

export const WIKILINK_LABEL = "references";

/** Every edge a memory holds, stored links first; a wikilink to an already linked slug adds nothing. */
export function outgoingEdges(document: MemoryDocument): OutgoingEdge[] {
  const edges: OutgoingEdge[] = document.links
    .filter((link) => link.target !== document.slug)
    .map((link) => ({ target: link.target, label: link.label, created: link.created, via: "links" as const }));
  const linked = new Set(edges.map((edge) => edge.target));
  for (const target of extractWikilinks(document.body)) {
    if (target === document.slug || linked.has(target)) continue;
    linked.add(target);
    edges.push({ target, label: WIKILINK_LABEL, created: document.created, via: "wikilink" });
  }
  return edges;
}

/**
 * What the manifest remembers of a memory; `recall: false` leaves out its recall words (what a list needs no more).
 * `scanned`: the keyword builder's scan of the memory (see memoryTerms); `terms`: its recall terms text, recorded
 * from the same bytes by a rebuild before. `problems`: the memory check's, made on the whole file when `document`
 * holds only the start of a body past the limit.
 */
export function summaryOf(
  document: MemoryDocument,
  {
    recall = true,
    scanned,
    terms,
    problems,
  }: { recall?: boolean; scanned?: ScannedText; terms?: string; problems?: MemoryProblem[] } = {},
): SummaryRecord {
  const unsafe = problems ?? memoryProblems(document);
  return {
    title: document.title,
    ...descriptionField(document.fields.description),
    type: document.type,
    tags: document.tags,
    created: document.created,
    updated: document.updated,
    edges: outgoingEdges(document),
    ...(isInjectable(document, unsafe) ? { gotcha: gotchaEntry(document) } : {}),
    ...lifecycleField(document.fields),
    ...(typeof document.fields.kind === "string" ? { kind: document.fields.kind } : {}),
    ...(typeof document.fields.repo_id === "string" ? { repoId: document.fields.repo_id } : {}),
    ...utilityField(document.fields.utility),
    ...anchorsField(document.fields),
    ...(unsafe.length > 0 ? { unsafe: unsafe.map((problem) => problem.message) } : {}),
    ...(recall ? recallField(document, unsafe, scanned, terms) : {}),
    ...badCommandsField(document.fields.commands),
    ...(document.links.some((link) => link.target === document.slug) ? { selfLink: true as const } : {}),
  };
}

/** A description as lists show it: one line of text (a hand-edited one that is not is left out: validate says why). */
function descriptionField(description: unknown): { description?: string } {
  return typeof description === "string" && description.trim() !== "" && !/[\r\n]/.test(description)
    ? { description: description.trim() }
    : {};
}

function badCommandsField(commands: unknown): { badCommands?: string[] } {
  if (commands === undefined || commands === null) return {};
  const list = typeof commands === "string" ? [commands] : Array.isArray(commands) ? commands : [commands];
  const bad = list
    .filter((pattern) => commandPatternProblems(pattern).length > 0)
    .map((pattern) => (typeof pattern === "string" ? pattern : JSON.stringify(pattern)));
  return bad.length > 0 ? { badCommands: bad } : {};
}

const RECALL_TEXT_CHARS = 240;

/**
 * Whether prompt recall (and the session brief) may show a memory: not deprecated or decayed, and passing the
 * memory check (`unsafe`: its problems), as for the gotcha hook.
 */
export function isRecallable(lifecycle: Lifecycle | undefined, unsafe: readonly unknown[] | undefined): boolean {
  return !lifecycle?.deprecated && lifecycle?.decayed === undefined && !unsafe?.length;
}

function recallField(
  document: MemoryDocument,
  unsafe: readonly unknown[],
  scanned: ScannedText | undefined,
  recorded: string | undefined,
): { recall?: RecallSummary } {
  if (!isRecallable(lifecycleOf(document.fields), unsafe)) return {};
  const text = shortText(document.body, document.title, RECALL_TEXT_CHARS);
  if (recorded !== undefined) return { recall: { text, terms: recorded } };
  const extra = ["rule", "implication"].flatMap((field) =>
    typeof document.fields[field] === "string" ? [document.fields[field] as string] : [],
  );
  return {
    recall: {
      text,
      terms: memoryTermsText(
        document.title,
        document.tags,
        [document.body, ...extra].join("\n"),
        {
          description: descriptionOf(document.fields),
          paths: stringsOf(document.fields.paths),
          commands: stringsOf(document.fields.commands),
        },
        scanned,
      ),
    },
  };
}

/** A list field's strings (a lone string is a list of one). */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

function anchorsField(fields: Record<string, unknown>): { anchors?: Anchor[] } {
  const anchors = anchorsOf(fields);
  return anchors.length > 0 ? { anchors } : {};
}

function utilityField(stored: unknown): { utility?: number } {
  const utility = storedUnitValue(stored);
  return utility === undefined ? {} : { utility };
}

function lifecycleField(fields: Record<string, unknown>): { lifecycle?: Lifecycle } {
  const lifecycle = lifecycleOf(fields);
  return lifecycle ? { lifecycle } : {};
}

/** Decodes a memory file; a file whose frontmatter cannot be parsed comes back as the error. */
export function decode(
  text: string,
  slug: string,
  mtimeMs: number,
  filePath: string,
): DecodedMemory | MalformedMemoryError {
  try {
    return decodeMemoryFile(text, slug, toIsoSeconds(new Date(mtimeMs)), filePath);
  } catch (error) {
    if (error instanceof MalformedMemoryError) return error;
    throw error;
  }
}
