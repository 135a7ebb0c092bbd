// The knowledge graph of the MCP reference memory server (its JSONL file:
// `{"type":"entity","name","entityType","observations":[…]}` and
// `{"type":"relation","from","to","relationType"}` lines) → memories and
// edges. Pure.
//
// An entity becomes a memory titled by its name, `kind` = its entityType
// (mapped to a built-in type when a vocabulary knows it, else learning),
// tagged with the entityType, its observations as `- ` points. A relation
// becomes an edge labelled with its relationType made into a label
// (`works_at` → `works-at`, `worksAt` → `works-at`). The slug comes from the
// name, so a re-import finds the same memory.

import { redactSecrets } from "../core/secrets/index.js";
import { slugWords } from "../core/slug.js";
import { withoutTrailing } from "../core/text/index.js";
import { createHash } from "node:crypto";
import { renderBullets } from "../core/markdown/index.js";
import type { ImportProblem, LinkDraft, MemoryDraft } from "./types.js";
import { LABEL_PATTERN } from "../core/links/index.js";
import { isMemoryType, typeForForeignKind } from "../core/memory-types.js";
import type { MemoryType } from "../core/types.js";
import { parseTags } from "../core/validation/index.js";

export const MCP_MANAGED_FIELDS = ["kind", "meta"] as const;

export interface McpRelation extends LinkDraft {
  /** The entity names as written. */
  from: string;
  to: string;
  relationType: string;
  line: number;
}

export interface ParsedMcpGraph {
  drafts: MemoryDraft[];
  relations: McpRelation[];
  problems: ImportProblem[];
  /** Lines rejected. */
  invalid: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);
const nonEmpty = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

export function parseMcpGraph(text: string, file: string): ParsedMcpGraph {
  const problems: ImportProblem[] = [];
  const entities = new Map<string, MemoryDraft>();
  const relations: McpRelation[] = [];
  let invalid = 0;
  const reject = (line: number, message: string) => {
    invalid++;
    problems.push({ line, severity: "error", message });
  };
  text
    .replace(/^\uFEFF/, "")
    .split("\n")
    .forEach((raw, index) => {
      const line = index + 1;
      if (!raw.trim()) return;
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch (error) {
        return reject(line, `not valid JSON (${(error as Error).message})`);
      }
      if (!isObject(value))
        return reject(line, `not a JSON object (${Array.isArray(value) ? "an array" : typeof value})`);
      if (value.type === "entity") {
        const errors: string[] = [];
        if (!nonEmpty(value.name)) errors.push("entity name is missing or empty");
        else if (/[\r\n\0]/.test(value.name)) errors.push("entity name must be one line of text");
        if (!nonEmpty(value.entityType)) errors.push("entityType is missing or empty");
        const observations = value.observations ?? [];
        if (
          !Array.isArray(observations) ||
          observations.some((item) => typeof item !== "string" || item.includes("\0"))
        ) {
          errors.push("observations must be an array of strings");
        }
        if (errors.length > 0) return reject(line, errors.join("; "));
        const name = value.name as string;
        if (entities.has(name))
          problems.push({
            line,
            severity: "warning",
            message: `entity "${name}" appears again (line ${entities.get(name)!.lines[0]} before): this later line wins`,
          });
        entities.delete(name);
        entities.set(name, entityDraft(name, value.entityType as string, observations as string[], file, line));
        return;
      }
      if (value.type === "relation") {
        const missing = (["from", "to", "relationType"] as const).filter((key) => !nonEmpty(value[key]));
        if (missing.length > 0) return reject(line, `relation without ${missing.join(", ")}`);
        const from = value.from as string;
        const to = value.to as string;
        const relationType = value.relationType as string;
        relations.push({
          from,
          to,
          relationType,
          source: entitySlug(from),
          target: entitySlug(to),
          label: relationLabel(relationType),
          line,
        });
        return;
      }
      reject(line, `unknown line type ${JSON.stringify(value.type ?? null)} (expected "entity" or "relation")`);
    });
  return { drafts: [...entities.values()], relations, problems, invalid };
}

function entityDraft(
  name: string,
  entityType: string,
  observations: string[],
  file: string,
  line: number,
): MemoryDraft {
  const title = name.trim();
  const points = observations.map((item) => item.replace(/\r\n?/g, "\n").trim()).filter(Boolean);
  return {
    slug: entitySlug(name),
    title,
    type: typeForEntity(entityType),
    tags: entityTags(entityType),
    body: points.length > 0 ? `# ${title}\n\n${renderBullets(points)}` : `# ${title}`,
    fields: { kind: entityType, meta: { import_source: file } },
    managed: MCP_MANAGED_FIELDS,
    lines: [line, line],
  };
}

function typeForEntity(entityType: string): MemoryType {
  const word = entityType.trim().toLowerCase();
  if (isMemoryType(word)) return word;
  return typeForForeignKind(word) ?? "learning";
}

function entityTags(entityType: string): string[] {
  try {
    const tags = parseTags(
      [
        // One step per end: a run of `-` inside a long name is then no longer scanned from each of its dashes.
        withoutTrailing(
          redactSecrets(entityType)
            .text.trim()
            .toLowerCase()
            .replace(/[^\p{L}\p{N}._+#/-]+/gu, "-")
            .replace(/^-+/, ""),
          "-",
        ),
      ],
      { allowEmpty: true },
    );
    if (tags.length > 0) return tags;
  } catch {
    // an entity type that cannot be a tag
  }
  return ["entity"];
}

/** `entity-<words of the name>-<hash8 of the exact name>`. */
export function entitySlug(name: string): string {
  const words = slugWords(name);
  let slug = "entity";
  for (const word of words) {
    if (slug.length + 1 + word.length > 60) break;
    slug += `-${word}`;
  }
  return `${slug}-${createHash("sha256").update(name).digest("hex").slice(0, 8)}`;
}

/** A relationType as an edge label: lower-case words joined by '-', at most 50 characters. */
export function relationLabel(relationType: string): string {
  let label = redactSecrets(relationType)
    .text.replace(/([a-z])([A-Z])/g, "$1-$2")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (/^[0-9]/.test(label)) label = `rel-${label}`;
  if (label.length > 50) label = label.slice(0, 50).replace(/-+[^-]*$/, "") || label.slice(0, 50);
  label = label.replace(/-+$/, "");
  return LABEL_PATTERN.test(label) ? label : "relates-to";
}
