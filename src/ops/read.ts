// `memory read`: one memory by slug, with a warning when the file fails the memory check.

import { notFound } from "../core/errors.js";
import type { MemoryDocument } from "../core/memory-file.js";
import { hiddenReason, lifecycleOf } from "../core/lifecycle.js";
import { describeProblems, memoryHeader, memoryProblems } from "../core/memory/index.js";
import { describeRedactions, redactStoredDocument } from "../core/secrets/index.js";
import { assertValidSlug } from "../core/slug.js";
import { toIsoSeconds } from "../core/time.js";
import type { Memory, ReadMemoryRequest, ReadMemoryResponse, Scope } from "../core/types.js";
import { knownFreeOfSecrets } from "../index/manifest/index.js";
import { outgoingEdges } from "../index/manifest/index.js";
import type { OperationContext } from "./context.js";
import { findAutoMemory, loadAutoMemory, readsAuto } from "./shared/auto-memory.js";
import { AUTO_SOURCE_LABEL } from "../core/auto-memory/index.js";

export async function readMemory(context: OperationContext, request: ReadMemoryRequest): Promise<ReadMemoryResponse> {
  assertValidSlug(request.slug);
  const found = await context.store.locate(request.slug, request.scope);
  if (!found) {
    // Last, Claude Code's own memory: a memory of the plugin's scopes with the same slug shadows it.
    const auto = readsAuto(request.scope) ? loadAutoMemory(context) : undefined;
    const memory = auto && findAutoMemory(auto, request.slug);
    if (!memory) throw notFound(request.slug, request.scope);
    if (memory.secrets)
      context.warn({
        scope: "auto",
        filePath: memory.filePath,
        message: "the file holds secrets, hidden here: remove them from Claude Code's memory file",
      });
    if (memory.problems.length > 0)
      context.warn({ scope: "auto", filePath: memory.filePath, message: memory.problems.join("; ") });
    return {
      success: true,
      memory: toMemory(memory.document, "auto", memory.filePath),
      scope: "auto",
      source: AUTO_SOURCE_LABEL,
    };
  }
  // A secret typed into the file by hand is not handed out (an agent reading it would carry it on): redacted, and said.
  // A file the manifest knows, as it is now, to hold none needs no scan here.
  const { document, redactions } = knownFreeOfSecrets(found.store, request.slug, found.memory.text)
    ? { document: found.memory.document, redactions: [] }
    : redactStoredDocument(found.memory.document, found.memory.text);
  const memory = toMemory(document, found.store.scope, found.store.filePath(request.slug));
  if (redactions.length > 0) {
    context.warn({
      scope: found.store.scope,
      filePath: memory.filePath,
      message: `the file holds secrets typed by hand, hidden here: ${describeRedactions(redactions)}; remove them from the file (\`memory validate\` gives their lines)`,
    });
  }
  // A hand-made file that fails the memory check is shown (it is the user's own text), with what is wrong.
  const problems = memoryProblems(found.memory.document);
  if (problems.length > 0) {
    context.warn({
      scope: found.store.scope,
      filePath: memory.filePath,
      message: `${describeProblems(problems)} (the hook does not inject this memory; writes would refuse it)`,
    });
  }
  const hidden = hiddenStatus(found.memory.document, toIsoSeconds(context.now()));
  return { success: true, memory, scope: found.store.scope, ...(hidden ? { hidden } : {}) };
}

/** Reading by slug always works; this says when default reads would not show the memory, and why. */
export function hiddenStatus(document: MemoryDocument, now: string): ReadMemoryResponse["hidden"] {
  const lifecycle = lifecycleOf(document.fields);
  const reason = hiddenReason(document.created, lifecycle, {}, now);
  if (!reason || reason === "not-yet-created") return undefined;
  if (reason === "expired") {
    return {
      reason,
      since: lifecycle!.expires!,
      message: `Expired since ${lifecycle!.expires}: hidden from list and search (--include-expired shows it).`,
    };
  }
  if (reason === "decayed") {
    return {
      reason,
      since: lifecycle!.decayed!,
      message: `Decayed since ${lifecycle!.decayed} (unused by the decay policy): hidden from list and search (--include-expired shows it; \`memory restore ${document.slug}\` brings it back).`,
    };
  }
  const successor = lifecycle?.supersededBy ? `, superseded by ${lifecycle.supersededBy}` : "";
  return { reason, message: `Deprecated${successor}: hidden from list and search (--include-deprecated shows it).` };
}

export function toMemory(document: MemoryDocument, scope: Scope, filePath: string): Memory {
  const memory: Memory = {
    ...memoryHeader(document),
    links: [...new Set(outgoingEdges(document).map((edge) => edge.target))],
    content: document.body,
    scope,
    filePath,
  };
  if (Object.keys(document.fields).length > 0) memory.frontmatter = { ...document.fields };
  return memory;
}
