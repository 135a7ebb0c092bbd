// Redaction of structured values (frontmatter) and whole memory documents, and the summaries a write reports.

import type { MemoryDocument } from "../memory-file.js";
import type { SecretRedaction } from "../types.js";
import { assignmentKind } from "./assignment-shapes.js";
import { redactSecrets } from "./engine.js";
import { keyRole } from "./key-names.js";
import { type Redaction, type SecretKind, type ValueFinding, placeholder } from "./kinds.js";
import { isPinValue, isPlaceholder } from "./values.js";

/**
 * Redacts a frontmatter value: strings anywhere inside arrays and objects. A
 * string under a password- or secret-named key is redacted whole (as a quoted
 * assignment would be), a random-looking string under a token- or key-named key
 * too; a GCP service-account object loses its private key and key id.
 */
export function redactValue(
  value: unknown,
  key?: string,
  path = key ?? "",
): { value: unknown; findings: ValueFinding[] } {
  const findings: ValueFinding[] = [];
  const result = walk(value, key, path, findings);
  return { value: result, findings };
}

function walk(value: unknown, key: string | undefined, path: string, findings: ValueFinding[]): unknown {
  if (typeof value === "string") return redactString(value, key, path, findings);
  // YAML reads `password: 12345678` and `pin: 4821` as numbers: still secrets.
  if (typeof value === "number" && key !== undefined && isNumberSecret(key, value)) {
    findings.push({ kind: "password-assignment", path });
    return placeholder("password-assignment");
  }
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item, index) => {
      const next = walk(item, key, `${path}[${index}]`, findings);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? items : value;
  }
  const prototype = value && typeof value === "object" ? Object.getPrototypeOf(value) : undefined;
  if (value && (prototype === Object.prototype || prototype === null)) {
    const record = value as Record<string, unknown>;
    const serviceAccount = record.type === "service_account";
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [childKey, child] of Object.entries(record)) {
      const childPath = path ? `${path}.${childKey}` : childKey;
      let next: unknown;
      if (
        serviceAccount &&
        // Revision 14: its key only; the key's id is public (see rules/private-keys.ts).
        childKey === "private_key" &&
        typeof child === "string" &&
        !isPlaceholder(child, true)
      ) {
        findings.push({ kind: "gcp-service-account", path: childPath });
        next = placeholder("gcp-service-account");
      } else {
        next = walk(child, childKey, childPath, findings);
      }
      if (next !== child) changed = true;
      out[childKey] = next;
    }
    return changed ? out : value;
  }
  return value;
}

function isNumberSecret(key: string, value: number): boolean {
  const role = keyRole(key);
  return (role === "password" && Math.abs(value) >= 1000) || (role === "pin" && isPinValue(String(value)));
}

function redactString(value: string, key: string | undefined, path: string, findings: ValueFinding[]): string {
  const { text, findings: found } = redactSecrets(value);
  for (const finding of found) findings.push({ kind: finding.kind, path });
  if (found.length > 0 || key === undefined || text.includes("\n")) return text;
  const kind = assignmentKind(key, JSON.stringify(text), "=", false);
  if (!kind) return text;
  findings.push({ kind, path });
  return placeholder(kind);
}

/** Counts findings per kind and field, in order of first appearance. */
export function summarizeRedactions(
  entries: readonly { kind: SecretKind; field: string; count?: number }[],
): Redaction[] {
  const byKey = new Map<string, Redaction>();
  for (const { kind, field, count = 1 } of entries) {
    const id = `${field}\u0000${kind}`;
    const existing = byKey.get(id);
    if (existing) existing.count += count;
    else byKey.set(id, { kind, field, count });
  }
  return [...byKey.values()];
}

/** One line for people: "aws-access-key (content), password-assignment ×2 (content)". */
export function describeRedactions(redactions: readonly SecretRedaction[]): string {
  return redactions.map(({ kind, field, count }) => `${kind}${count > 1 ? ` ×${count}` : ""} (${field})`).join(", ");
}

export function countRedactions(redactions: readonly SecretRedaction[]): number {
  return redactions.reduce((sum, { count }) => sum + count, 0);
}

/**
 * Redacts everything of a memory that lands on disk: title, body, tags, every
 * frontmatter field, and the extra keys of links. Every writer of new text
 * (write, imports, the JSON api, inboxes) passes its document through this.
 */
export function redactDocument(document: MemoryDocument): { document: MemoryDocument; redactions: Redaction[] } {
  const entries: { kind: SecretKind; field: string }[] = [];
  const title = redactSecrets(document.title);
  title.findings.forEach(({ kind }) => entries.push({ kind, field: "title" }));
  const body = redactSecrets(document.body);
  body.findings.forEach(({ kind }) => entries.push({ kind, field: "content" }));
  const tags = document.tags.map((tag) => {
    const result = redactSecrets(tag);
    result.findings.forEach(({ kind }) => entries.push({ kind, field: "tags" }));
    return result.text;
  });
  const links = document.links.map((link) => {
    const { target, created, ...rest } = link;
    const result = redactValue(rest);
    result.findings.forEach(({ kind }) => entries.push({ kind, field: "links" }));
    return result.findings.length > 0 ? { ...link, ...(result.value as typeof rest) } : link;
  });
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(document.fields)) {
    const result = redactValue(value, key);
    result.findings.forEach(({ kind }) => entries.push({ kind, field: key }));
    fields[key] = result.value;
  }
  if (entries.length === 0) return { document, redactions: [] };
  return {
    document: { ...document, title: title.text, body: body.text, tags, links, fields },
    redactions: summarizeRedactions(entries),
  };
}
