// The filters every read applies to a memory's summary: type, tags, and
// lifecycle visibility (as-of, expired, decayed, deprecated).

import { UsageError } from "../../core/errors.js";
import { hiddenReason, parseAsOf, type Lifecycle, type TemporalFilter } from "../../core/lifecycle.js";
import { toIsoSeconds } from "../../core/time.js";
import type { MemoryType } from "../../core/types.js";
import type { SummaryRecord } from "../../index/manifest/index.js";
import type { OperationContext } from "../context.js";

export interface SummaryFilterRequest extends TemporalFilter {
  type?: MemoryType;
  tags?: string[];
}

export function summaryFilter(
  context: OperationContext,
  request: SummaryFilterRequest,
): (summary: SummaryRecord) => boolean {
  const temporal = temporalFilter(request);
  const now = toIsoSeconds(context.now());
  const wantedTags = new Set(request.tags ?? []);
  return (summary) =>
    (!request.type || summary.type === request.type) &&
    (wantedTags.size === 0 || summary.tags.some((tag) => wantedTags.has(tag))) &&
    hiddenReason(summary.created, summary.lifecycle, temporal, now) === undefined;
}

/** The request's visibility options, `asOf` checked and normalised. */
export function temporalFilter(request: TemporalFilter): TemporalFilter {
  const filter: TemporalFilter = {};
  if (request.asOf !== undefined) {
    const asOf = parseAsOf(request.asOf);
    if (!asOf)
      throw new UsageError(
        `Invalid as-of ${JSON.stringify(request.asOf)}: give an ISO 8601 date or instant, e.g. 2026-03-01 or 2026-03-01T12:00:00Z.`,
      );
    filter.asOf = asOf;
  }
  if (request.includeExpired) filter.includeExpired = true;
  if (request.includeDeprecated) filter.includeDeprecated = true;
  return filter;
}

/**
 * The same visibility test on a memory's lifecycle alone, for requests without
 * type, tag or as-of filters (a search that has not read every summary); undefined for the others.
 */
export function lifecycleFilter(
  context: OperationContext,
  request: SummaryFilterRequest,
): ((lifecycle: Lifecycle | undefined) => boolean) | undefined {
  if (request.type || (request.tags?.length ?? 0) > 0 || request.asOf !== undefined) return undefined;
  const temporal = temporalFilter(request);
  const now = toIsoSeconds(context.now());
  return (lifecycle) => hiddenReason("", lifecycle, temporal, now) === undefined;
}
