// Whether a memory is shown by default reads (list, search, semantic, api
// read), from its lifecycle fields: `deprecated` (spec 004), `expires`
// (spec 001 ttl/expiry), `decayed` (set by `memory decay`, removed by
// `memory restore`). `--as-of` replays a read at an earlier instant: memories
// created after it do not exist yet, and expiry/decay are judged at it.

import { normalizeTimestamp } from "./time.js";

export interface Lifecycle {
  deprecated?: true;
  expires?: string;
  decayed?: string;
  supersededBy?: string;
}

/** The visibility options every read takes (additions to spec 003 requests). */
export interface TemporalFilter {
  /** ISO instant: read the store as it was then (created after it → absent; expiry and decay judged at it). */
  asOf?: string;
  /** Also show memories that are expired or decayed (at `asOf`, or now). */
  includeExpired?: boolean;
  /** Also show deprecated (superseded) memories. */
  includeDeprecated?: boolean;
}

export type HiddenReason = "not-yet-created" | "expired" | "decayed" | "deprecated";

export function lifecycleOf(fields: Record<string, unknown>): Lifecycle | undefined {
  const lifecycle: Lifecycle = {};
  if (fields.deprecated === true || fields.deprecated === "true") lifecycle.deprecated = true;
  const expires = normalizeTimestamp(fields.expires);
  if (expires) lifecycle.expires = expires;
  const decayed = normalizeTimestamp(fields.decayed);
  if (decayed) lifecycle.decayed = decayed;
  if (typeof fields.superseded_by === "string" && fields.superseded_by.trim()) lifecycle.supersededBy = fields.superseded_by.trim();
  return Object.keys(lifecycle).length > 0 ? lifecycle : undefined;
}

/** Why a memory is hidden from a read at `now` under `filter`, or undefined when it is shown. */
export function hiddenReason(created: string, lifecycle: Lifecycle | undefined, filter: TemporalFilter, now: string): HiddenReason | undefined {
  if (filter.asOf !== undefined && created > filter.asOf) return "not-yet-created";
  if (!lifecycle) return undefined;
  const instant = filter.asOf ?? now;
  if (!filter.includeExpired) {
    if (lifecycle.expires !== undefined && lifecycle.expires <= instant) return "expired";
    if (lifecycle.decayed !== undefined && lifecycle.decayed <= instant) return "decayed";
  }
  if (lifecycle.deprecated && !filter.includeDeprecated) return "deprecated";
  return undefined;
}

/** Parses `--as-of`: an ISO 8601 date or instant, normalised to UTC seconds; undefined when invalid. */
export function parseAsOf(value: unknown): string | undefined {
  const match = typeof value === "string" ? /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?)?$/.exec(value.trim()) : null;
  if (!match) return undefined;
  // A time without a zone is UTC, as everywhere in the store.
  return normalizeTimestamp(match[2] ? `${match[1]}T${match[2]}${match[3] ?? "Z"}` : `${match[1]}T00:00:00Z`);
}
