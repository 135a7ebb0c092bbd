// The lifecycle part of a write: `ttl` and `expires` checked and
// applied, an ephemeral memory given its default expiry, and the code anchors
// stamped (the files the memory's `source` and plain `paths` name, hashed).

import { anchorCandidates } from "../../core/anchors.js";
import { UsageError } from "../../core/errors.js";
import { defaultExpiry, parseAsOf, parseDuration, type RetentionConfig, type Ttl } from "../../core/lifecycle.js";
import { normalizeTimestamp } from "../../core/time.js";
import { parseTtl, type WriteMemoryRequest } from "../../core/schemas/write-request.js";
import { stampAnchors } from "../../store/anchor-hash.js";
import type { ScopeStore } from "../../store/scope-store.js";

/** What a write request asks of the memory's lifecycle, checked. */
export interface WriteLifecycle {
  ttl?: Ttl;
  /** An explicit expiry instant (ISO UTC). */
  expires?: string;
  /** An expiry relative to the write, in milliseconds. */
  expiresInMs?: number;
}

/** Reads `ttl`, `expires` and `expiresIn` of the request (or `ttl`/`expires` given through `fields`). */
export function parseWriteLifecycle(request: WriteMemoryRequest): WriteLifecycle {
  const fields =
    request.fields && typeof request.fields === "object" ? (request.fields as Record<string, unknown>) : {};
  const lifecycle: WriteLifecycle = {};
  const ttl = request.ttl ?? fields.ttl;
  if (ttl !== undefined && ttl !== null) lifecycle.ttl = parseTtl(ttl);
  const expires = request.expires ?? fields.expires;
  if (expires !== undefined && expires !== null) {
    const instant =
      (typeof expires === "string" ? parseAsOf(expires) : undefined) ??
      (expires instanceof Date ? normalizeTimestamp(expires) : undefined);
    if (!instant)
      throw new UsageError(
        `Invalid expiry ${JSON.stringify(expires)}: give an ISO 8601 date or instant, e.g. 2026-12-01 or 2026-12-01T12:00:00Z (or --expires-in 30d).`,
      );
    lifecycle.expires = instant;
  }
  if (request.expiresIn !== undefined && request.expiresIn !== null) {
    const ms = parseDuration(request.expiresIn);
    if (ms === undefined)
      throw new UsageError(
        `Invalid expires-in ${JSON.stringify(request.expiresIn)}: give a whole number and h, d or w, e.g. 30d, 12h or 2w.`,
      );
    if (lifecycle.expires !== undefined)
      throw new UsageError("Give either an expiry instant (--expires) or a duration (--expires-in), not both.");
    lifecycle.expiresInMs = ms;
  }
  if (lifecycle.ttl === "persistent" && (lifecycle.expires !== undefined || lifecycle.expiresInMs !== undefined)) {
    throw new UsageError(
      "A persistent memory never expires: drop --expires/--expires-in, or use --ttl ephemeral or decay.",
    );
  }
  return lifecycle;
}

/**
 * The frontmatter fields after the write: `ttl` and `expires` set from the
 * request; an ephemeral memory without an expiry gets defaultExpiry(…) counted
 * from `now`; making a memory persistent removes its expiry. Throws when the
 * expiry is not after the memory's creation.
 */
export function applyLifecycle(
  fields: Record<string, unknown>,
  lifecycle: WriteLifecycle,
  { now, created, config }: { now: string; created: string; config?: RetentionConfig },
): Record<string, unknown> {
  const result = { ...fields };
  if (lifecycle.ttl !== undefined) result.ttl = lifecycle.ttl;
  let expires =
    lifecycle.expires ??
    (lifecycle.expiresInMs !== undefined ? normalizeTimestamp(Date.parse(now) + lifecycle.expiresInMs) : undefined);
  if (expires === undefined && lifecycle.ttl === "persistent") {
    delete result.expires;
    return result;
  }
  // A scope's retention.defaultTtlMs also gives new memories without a ttl an expiry.
  const retained =
    result.ttl === "ephemeral" ||
    (result.ttl === undefined && created === now && config?.defaultTtlMs !== undefined && config.defaultTtlMs > 0);
  if (expires === undefined && retained && normalizeTimestamp(result.expires) === undefined)
    expires = defaultExpiry("ephemeral", now, config);
  if (expires !== undefined) {
    if (expires <= created)
      throw new UsageError(
        `The expiry ${expires} is not after the memory's creation (${created}): give a later instant.`,
      );
    result.expires = expires;
  }
  return result;
}

/**
 * Stamps `anchors` from the files the memory names (project and local scopes,
 * inside the repository only); removes them when it names none.
 */
export function applyAnchors(
  fields: Record<string, unknown>,
  store: ScopeStore,
  repoRoot: string | undefined,
): Record<string, unknown> {
  const result = { ...fields };
  const anchors = repoRoot && anchoredScope(store) ? stampAnchors(repoRoot, anchorCandidates(fields)) : [];
  if (anchors.length > 0) result.anchors = anchors;
  else delete result.anchors;
  return result;
}

/** Only repository scopes anchor to repository files: a global memory is not about one checkout. */
export function anchoredScope(store: Pick<ScopeStore, "scope">): boolean {
  return store.scope === "project" || store.scope === "local";
}
