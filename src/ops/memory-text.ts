// A memory's file as written (frontmatter and markdown), for adapters that
// hand out whole files (the MCP server's resources); a secret typed into the
// file by hand is redacted in what is handed out, as a read does.

import { redactSecrets } from "../core/secrets/index.js";
import { assertValidSlug } from "../core/slug.js";
import type { Scope } from "../core/types.js";
import type { OperationContext } from "./context.js";
import { notFound } from "../core/errors.js";
import { findAutoMemory, loadAutoMemory, readsAuto } from "./shared/auto-memory.js";
import { readAutoFile } from "../store/auto-memory-dir.js";

export interface MemoryText {
  slug: string;
  scope: Scope;
  title: string;
  filePath: string;
  text: string;
}

export async function readMemoryText(
  context: OperationContext,
  request: { slug: string; scope?: Scope },
): Promise<MemoryText> {
  assertValidSlug(request.slug);
  const found = await context.store.locate(request.slug, request.scope);
  if (!found) {
    const auto = readsAuto(request.scope) ? loadAutoMemory(context) : undefined;
    const memory = auto && findAutoMemory(auto, request.slug);
    const text = memory && readAutoFile(auto.location.root, memory.fileName);
    if (!memory || text === undefined) throw notFound(request.slug, request.scope);
    return {
      slug: memory.slug,
      scope: "auto",
      title: memory.document.title,
      filePath: memory.filePath,
      text: redactSecrets(text).text,
    };
  }
  return {
    slug: request.slug,
    scope: found.store.scope,
    title: redactSecrets(found.memory.document.title).text,
    filePath: found.store.filePath(request.slug),
    text: redactSecrets(found.memory.text).text,
  };
}
