// Secrets in a memory file as it was read (typed into it by hand): what the
// plugin derives from the file or hands out of it takes the document with them
// redacted. Pure.

import { frontmatterEnd } from "../memory-body.js";
import type { MemoryDocument } from "../memory-file.js";
import { redactDocument, summarizeRedactions } from "./document.js";
import { findSecrets } from "./engine.js";
import { placeholder, type Redaction } from "./kinds.js";

/**
 * The document read from `text` with its secrets redacted, those seen in the file's own frontmatter included:
 * reading lower-cases the tags, and a lower-cased `AKIA…` no longer looks like a key. `redactions`: what was hidden.
 */
export function redactStoredDocument(
  document: MemoryDocument,
  text: string,
): { document: MemoryDocument; redactions: Redaction[] } {
  const { document: redacted, redactions } = redactDocument(document);
  const end = frontmatterEnd(text) ?? -1;
  const front = end > 0 ? text.slice(0, end) : "";
  const secrets = findSecrets(front).map((finding) => ({
    kind: finding.kind,
    secret: front.slice(finding.start, finding.end).toLowerCase(),
    replacement: placeholder(finding.kind),
  }));
  if (secrets.length === 0) return { document: redacted, redactions };
  const scrubbed: Redaction[] = [];
  const scrub = (value: string): string => {
    let out = value;
    for (const { kind, secret, replacement } of secrets) {
      for (
        let at = out.toLowerCase().indexOf(secret);
        at !== -1;
        at = out.toLowerCase().indexOf(secret, at + replacement.length)
      ) {
        out = out.slice(0, at) + replacement + out.slice(at + secret.length);
        scrubbed.push({ kind, field: "frontmatter", count: 1 });
      }
    }
    return out;
  };
  const scrubValue = (value: unknown): unknown =>
    typeof value === "string"
      ? scrub(value)
      : Array.isArray(value)
        ? value.map(scrubValue)
        : value && typeof value === "object"
          ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, scrubValue(inner)]))
          : value;
  return {
    document: {
      ...redacted,
      title: scrub(redacted.title),
      tags: redacted.tags.map(scrub),
      fields: scrubValue(redacted.fields) as Record<string, unknown>,
    },
    redactions: summarizeRedactions([...redactions, ...scrubbed]),
  };
}
