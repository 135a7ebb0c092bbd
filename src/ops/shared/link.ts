// `memory link` (and the links of an import): the edge is stored in the source memory's `links:`.

import { assertSafeMemory } from "../../core/memory/index.js";
import { DuplicateLinkError, SelfLinkError, UsageError, notFound } from "../../core/errors.js";
import { LABEL_PATTERN, reverseLabel } from "../../core/links/index.js";
import { assertValidSlug } from "../../core/slug.js";
import { toIsoSeconds } from "../../core/time.js";
import type { LinkMemoriesRequest, LinkMemoriesResponse } from "../../core/types.js";
import { afterWrite } from "../../index/derived/index.js";
import { entryOf } from "../../core/memory/index.js";
import type { OperationContext } from "../context.js";
import { appendEventsAfterCommit } from "./record-events.js";

export async function linkMemories(
  context: OperationContext,
  request: LinkMemoriesRequest,
): Promise<LinkMemoriesResponse> {
  assertValidSlug(request.source);
  assertValidSlug(request.target);
  const label = validLabel(request.label, "label");
  const reverse =
    request.reverseLabel === undefined ? reverseLabel(label) : validLabel(request.reverseLabel, "reverse label");
  if (request.source === request.target) {
    throw new SelfLinkError(`Cannot link ${request.source} to itself: give two different memories.`, {
      slug: request.source,
    });
  }
  const found = await context.store.locate(request.source);
  if (!found) throw notFound(request.source);
  if (!(await context.store.locate(request.target))) throw notFound(request.target);
  const { store } = found;
  await store.withWriteLock(async () => {
    const loaded = await store.load(request.source);
    if (!loaded) throw notFound(request.source);
    const { document } = loaded;
    if (document.links.some((link) => link.target === request.target && link.label === label)) {
      throw new DuplicateLinkError(
        `${request.source} --[${label}]--> ${request.target} already exists. Use another label, or \`memory edges ${request.source}\` to see its links.`,
        {
          source: request.source,
          target: request.target,
          label,
        },
      );
    }
    const now = toIsoSeconds(context.now());
    const link = {
      target: request.target,
      label,
      created: now,
      ...(request.reverseLabel !== undefined && reverse !== reverseLabel(label) ? { reverse } : {}),
    };
    const updated = {
      ...document,
      links: [...document.links, link],
      updated: now > document.updated ? now : document.updated,
    };
    assertSafeMemory(updated);
    const { text } = await store.save(updated);
    await afterWrite(store, updated, text);
    await appendEventsAfterCommit(context, store, [
      {
        ts: now,
        kind: "updated",
        entry: entryOf(updated, store.scope, "user"),
        prev: entryOf(document, store.scope, "user"),
      },
    ]);
  });
  return {
    success: true,
    source: request.source,
    target: request.target,
    label,
    reverseLabel: reverse,
    message: `Linked ${request.source} --[${label}]--> ${request.target}`,
  };
}

function validLabel(value: unknown, what: string): string {
  const label =
    typeof value === "string"
      ? value
          .trim()
          .toLowerCase()
          .replace(/[\s_]+/g, "-")
      : "";
  if (!LABEL_PATTERN.test(label) || label.length > 50) {
    throw new UsageError(
      `Invalid ${what} ${JSON.stringify(value ?? null)}: use lower-case words joined by '-', e.g. implements, part-of, warns-about.`,
    );
  }
  return label;
}
