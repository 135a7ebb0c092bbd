// The secrets of a write: refused in what names a file or keys an index (slug, tags), redacted everywhere else
// before anything is written, and counted in the response.

import { InvalidSlugError, InvalidTagsError } from "../../core/errors.js";
import { startsWithHeading } from "../../core/markdown/index.js";
import {
  findSecrets,
  redactSecrets,
  redactValue,
  summarizeRedactions,
  type Redaction,
  type SecretKind,
} from "../../core/secrets/index.js";
import type { WriteMemoryResponse } from "../../core/types.js";
import type { ValidWrite } from "./valid-write.js";

/** The response, saying what was redacted. */
export function withRedactions(response: WriteMemoryResponse, redactions: Redaction[]): WriteMemoryResponse {
  if (redactions.length === 0) return response;
  const count = redactions.reduce((sum, redaction) => sum + redaction.count, 0);
  const kinds = [...new Set(redactions.map((redaction) => redaction.kind))].join(", ");
  return {
    ...response,
    message: `${response.message} (${count} secret${count === 1 ? "" : "s"} redacted: ${kinds})`,
    redactions,
  };
}

/** Redacts what the caller sent; the title is redacted before a slug is made from it. */
export function redactWrite(valid: ValidWrite): { valid: ValidWrite; redactions: Redaction[] } {
  const entries: { kind: SecretKind; field: string }[] = [];
  const text = (value: string, field: string) => {
    const result = redactSecrets(value);
    for (const { kind } of result.findings) entries.push({ kind, field });
    return result.text;
  };
  // The gate scans the body as it will be stored: a title becomes its heading, and the heading is context
  // the rules read (`# Backup codes` above a block of codes).
  let title: string | undefined;
  let content: string | undefined;
  const composed =
    valid.title !== undefined && valid.content !== undefined && !startsWithHeading(valid.content)
      ? stored(valid.title, valid.content)
      : undefined;
  if (composed) {
    [title, content] = composed;
    for (const finding of composed[2]) entries.push(finding);
  } else {
    title = valid.title === undefined ? undefined : text(valid.title, "title");
    content = valid.content === undefined ? undefined : text(valid.content, "content");
  }
  const paths = valid.paths?.map((glob) => text(glob, "paths"));
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of Object.entries(valid.fields)) {
    const result = redactValue(value, key);
    for (const { kind } of result.findings) entries.push({ kind, field: key });
    fields[key] = result.value;
  }
  const redacted: ValidWrite = {
    ...valid,
    ...(content !== undefined ? { content } : {}),
    ...(title !== undefined ? { title } : {}),
    ...(paths ? { paths } : {}),
    fields,
  };
  return { valid: redacted, redactions: summarizeRedactions(entries) };
}

/**
 * Title and content redacted in one pass over `# <title>\n\n<content>` (the body a new memory gets), or
 * undefined when a secret crosses from the heading into the content (then each is redacted on its own).
 */
function stored(title: string, content: string): [string, string, { kind: SecretKind; field: string }[]] | undefined {
  const heading = `# ${title}\n\n`;
  const result = redactSecrets(heading + content);
  const split = result.text.indexOf("\n\n");
  if (
    split === -1 ||
    result.findings.some((finding) => finding.start < heading.length && finding.end > heading.length - 2)
  )
    return undefined;
  const findings = result.findings.map(({ kind, start }) => ({
    kind,
    field: start < heading.length ? "title" : "content",
  }));
  return [result.text.slice(2, split), result.text.slice(split + 2), findings];
}

/** A slug is a file name and a tag an index key: one that holds a secret is refused, not rewritten. */
export function refuseSecretNames(slug: string | undefined, tags: string[]): void {
  if (slug !== undefined && findSecrets(slug).length > 0) {
    throw new InvalidSlugError(
      `The slug looks like a secret (${findSecrets(slug)[0]!.kind}); it would become a file name. Choose a descriptive slug.`,
      { slug: null },
    );
  }
  // Each tag once, the first finding kept; then read together too: a passphrase of plain words is one beside the tag
  // that says what it opens (`wifi, <words>`).
  const findings =
    tags.map((tag) => findSecrets(tag)).find((found) => found.length > 0) ??
    (tags.length > 1 ? findSecrets(tags.join(", ")) : []);
  if (findings.length > 0) {
    throw new InvalidTagsError(
      `A tag looks like a secret (${findings[0]!.kind}); tags are plain words, e.g. --tags auth,oauth2.`,
      { tags: null },
    );
  }
}

/** The tags of a request as the caller typed them (before they are lower-cased). */
export function typedTags(tags: unknown): string[] {
  const list = typeof tags === "string" ? tags.split(",") : Array.isArray(tags) ? tags : [];
  return list.filter((tag): tag is string => typeof tag === "string").map((tag) => tag.trim());
}
