// Whether a memory is shown by default reads (list, search, semantic, api
// read), from its lifecycle fields: `deprecated`, `expires` (set from
// `ttl`/`--expires`), `decayed` (set by `memory decay`, removed by
// `memory restore`). `--as-of` replays a read at an earlier instant: memories
// created after it do not exist yet, and expiry/decay are judged at it.

import { normalizeTimestamp, parseIsoTimestamp } from "./time.js";
import { TTLS, type Ttl } from "./vocabulary.js";

export interface Lifecycle {
  deprecated?: true;
  expires?: string;
  decayed?: string;
  supersededBy?: string;
}

/** The visibility options every read takes. */
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
  if (typeof fields.superseded_by === "string" && fields.superseded_by.trim())
    lifecycle.supersededBy = fields.superseded_by.trim();
  return Object.keys(lifecycle).length > 0 ? lifecycle : undefined;
}

/** Why a memory is hidden from a read at `now` under `filter`, or undefined when it is shown. */
export function hiddenReason(
  created: string,
  lifecycle: Lifecycle | undefined,
  filter: TemporalFilter,
  now: string,
): HiddenReason | undefined {
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
  const parsed = typeof value === "string" ? parseIsoTimestamp(value.trim()) : undefined;
  // An upper-case `T` or a space, and a zone with its minutes; a time without a zone is UTC, as everywhere in the store.
  if (
    !parsed ||
    parsed.separator === "t" ||
    /^(z|[+-]\d{2})$/.test(parsed.zone) ||
    (parsed.zone && parsed.zoneMinutes === undefined)
  )
    return undefined;
  return parsed.utc;
}

// ── ttl and expiry ─────────────────────────────────────────────────────────

/** The retention policies, a strict list. A memory without `ttl` is persistent. */
export { TTLS, type Ttl } from "./vocabulary.js";

/** How long an `ephemeral` memory lives when it is written without an expiry: 7 days. */
export const DEFAULT_EPHEMERAL_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Retention settings that may override the defaults (a scope's config: `retention.defaultTtlMs`). */
export interface RetentionConfig {
  defaultTtlMs?: number;
}

export function isTtl(value: unknown): value is Ttl {
  return typeof value === "string" && (TTLS as readonly string[]).includes(value);
}

/**
 * The expiry a memory gets when it is written with this ttl and no explicit
 * expiry, counted from `from` (its creation, or the write that made it
 * ephemeral): ephemeral → `from` + 7 days (or `config.defaultTtlMs`); decay
 * and persistent → none (decay is judged by `memory decay`, persistent never ends).
 */
export function defaultExpiry(ttl: Ttl | undefined, from: string, config?: RetentionConfig): string | undefined {
  if (ttl !== "ephemeral") return undefined;
  const ms =
    config?.defaultTtlMs !== undefined && Number.isFinite(config.defaultTtlMs) && config.defaultTtlMs > 0
      ? config.defaultTtlMs
      : DEFAULT_EPHEMERAL_TTL_MS;
  const start = Date.parse(from);
  return Number.isNaN(start) ? undefined : normalizeTimestamp(start + ms);
}

const DURATION_UNITS: Record<string, number> = { h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 };

/** `30d`, `12h`, `2w` → milliseconds; undefined when not such a duration (a whole number ≥ 1 and h, d or w). */
export function parseDuration(value: unknown): number | undefined {
  const match = typeof value === "string" ? /^([1-9]\d{0,5})\s*([hdw])$/.exec(value.trim().toLowerCase()) : null;
  return match ? Number(match[1]) * DURATION_UNITS[match[2]!]! : undefined;
}
