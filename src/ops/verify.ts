// `memory verify <slug>`: someone checked the memory against the code and it
// still holds. Stamps `last_verified` (now) and re-hashes its anchors (the
// repository files its `source` and plain `paths` name), so `memory health`
// stops reporting it stale and `memory decay` counts it as used. Not an edit:
// `updated` and the text stay as they are.

import { assertSafeMemory } from "../core/memory/index.js";
import { anchorsOf, type Anchor } from "../core/anchors.js";
import { assertValidSlug } from "../core/slug.js";
import { toIsoSeconds } from "../core/time.js";
import type { Scope } from "../core/types.js";
import { afterWrite } from "../index/derived/index.js";
import type { OperationContext } from "./context.js";
import { notFound } from "../core/errors.js";
import { applyAnchors } from "./shared/write-lifecycle.js";

export interface VerifyRequest {
  slug: string;
  scope?: Scope;
}

export interface VerifiedAnchor extends Anchor {
  /** unchanged: same hash as before · changed: re-stamped · new: not anchored before · removed: the file is gone or no longer named. */
  state: "unchanged" | "changed" | "new" | "removed";
  /** The hash recorded before, when it differs. */
  previous?: string;
}

export interface VerifyResponse {
  success: boolean;
  slug: string;
  scope: Scope;
  lastVerified: string;
  anchors: VerifiedAnchor[];
  message: string;
}

export async function verifyMemory(context: OperationContext, request: VerifyRequest): Promise<VerifyResponse> {
  assertValidSlug(request.slug);
  const located = await context.store.locate(request.slug, request.scope);
  if (!located) throw notFound(request.slug, request.scope);
  const { store } = located;
  return store.withWriteLock(async () => {
    const loaded = await store.load(request.slug);
    if (!loaded) throw notFound(request.slug, store.scope);
    const { document } = loaded;
    const before = anchorsOf(document.fields);
    const now = toIsoSeconds(context.now());
    document.fields = applyAnchors({ ...document.fields, last_verified: now }, store, context.store.resolved.repoRoot);
    const after = anchorsOf(document.fields);
    const anchors: VerifiedAnchor[] = after.map((anchor) => {
      const old = before.find((entry) => entry.path === anchor.path);
      if (!old) return { ...anchor, state: "new" };
      return old.sha256 === anchor.sha256
        ? { ...anchor, state: "unchanged" }
        : { ...anchor, state: "changed", previous: old.sha256 };
    });
    for (const old of before)
      if (!after.some((anchor) => anchor.path === old.path)) anchors.push({ ...old, state: "removed" });
    assertSafeMemory(document);
    const { text } = await store.save(document);
    await afterWrite(store, document, text);
    const changed = anchors.filter((anchor) => anchor.state !== "unchanged");
    const detail =
      anchors.length === 0
        ? "no repository files anchored"
        : changed.length === 0
          ? `${anchors.length} anchored file${anchors.length === 1 ? "" : "s"} unchanged`
          : changed.map((anchor) => `${anchor.path} ${anchor.state}`).join(", ");
    return {
      success: true,
      slug: document.slug,
      scope: store.scope,
      lastVerified: now,
      anchors,
      message: `Verified ${document.slug} at ${now} (${detail}).`,
    };
  });
}
