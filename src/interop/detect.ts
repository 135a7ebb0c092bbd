// Which external format a file to import is in, from its name and first lines.

import { extname } from "node:path";
import { UsageError } from "../core/errors.js";
import { IMPORT_FORMATS, type ImportFormat } from "./types.js";

/**
 * `.md` (`.markdown`, `.mdx`) → claude-md. Otherwise the first JSON lines
 * decide: `"type": "entity" | "relation"` → mcp-jsonl, an `id` with events.jsonl
 * fields → events-jsonl; text that is not JSON at all → claude-md.
 */
export function detectFormat(path: string, text: string): ImportFormat {
  const extension = extname(path).toLowerCase();
  if ([".md", ".markdown", ".mdx"].includes(extension)) return "claude-md";
  let jsonLines = 0;
  let looked = 0;
  for (const raw of text.replace(/^\uFEFF/, "").split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    if (++looked > 50) break;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      continue;
    }
    jsonLines++;
    if (!value || typeof value !== "object" || Array.isArray(value)) continue;
    const record = value as Record<string, unknown>;
    if (record.type === "entity" || record.type === "relation") return "mcp-jsonl";
    if (typeof record.id === "string" && ("content" in record || "classification" in record || "created_at" in record))
      return "events-jsonl";
  }
  if (jsonLines === 0 && ![".json", ".jsonl", ".ndjson"].includes(extension) && text.trim()) return "claude-md";
  throw new UsageError(`Cannot tell the format of ${path}: give --format ${IMPORT_FORMATS.join("|")}.`, { path });
}
