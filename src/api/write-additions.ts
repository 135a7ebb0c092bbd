// The JSON API's write request: the spec's `memory` object (text, scope, kind, confidence, rationale, links,
// evidence_refs), kept exact, plus every other field of the write contract (core/schemas/write-request.ts) that a
// model or a tool writes with, under the same name: title, description, type, tags, slug, edges, paths,
// commands, ttl, expires, expiresIn. Three contract fields have the spec's own names and shapes instead.

import { PUBLIC_WRITE_FIELDS, type WriteRequest } from "../core/schemas/write-request.js";
import { writeRequestProperties } from "../core/schemas/write-request-json.js";

/** The contract's fields that the spec's `memory` carries under its own name. */
export const SPEC_NAMES = {
  content: "text",
  links: "links.related_memory_ids",
  scope: "scope (repo or global)",
} as const;

/** The contract's fields added to the spec's `memory`. */
export const API_WRITE_FIELDS = PUBLIC_WRITE_FIELDS.filter((field) => !(field in SPEC_NAMES)) as ApiWriteField[];
export type ApiWriteField = Exclude<(typeof PUBLIC_WRITE_FIELDS)[number], keyof typeof SPEC_NAMES>;
export type ApiWriteAdditions = Pick<WriteRequest, ApiWriteField>;

/** The additions as JSON Schema properties (for scripts/compile-schemas.mjs, which compiles them ahead of time). */
export function apiWriteAdditions(): Record<string, unknown> {
  return writeRequestProperties(API_WRITE_FIELDS);
}
