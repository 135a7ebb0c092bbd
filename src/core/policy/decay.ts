// Decay policies: which `ttl: decay` memories are stale at an
// instant. A policy is a name or a list of clauses, separated by commas or spaces:
//
//   unused-for=<duration>   stale when nothing touched the memory for this long
//                           before as-of: not updated, not verified
//                           (`last_verified`), not marked `helped` by feedback,
//                           not restored. Required. Duration: <n>h, <n>d or <n>w.
//   type=<type>[|<type>…]   only memories of these types (default: every type)
//
// Named policies: default = unused-for=90d, short = unused-for=30d,
// long = unused-for=365d. The canonical text (clauses in this order, types
// sorted) is what decay events record, so the same policy always reads the same.
// Pure: the judging itself is `isStale`, from timestamps the caller gathered.

import { UsageError } from "../errors.js";
import { isMemoryType } from "../memory-types.js";
import { parseDuration } from "../lifecycle.js";
import { normalizeTimestamp } from "../time.js";
import type { MemoryType } from "../types.js";

export const NAMED_POLICIES: Readonly<Record<string, string>> = {
  default: "unused-for=90d",
  short: "unused-for=30d",
  long: "unused-for=365d",
};

export interface DecayPolicy {
  /** The canonical text of the policy, e.g. `unused-for=90d type=learning|breadcrumb`. */
  spec: string;
  /** The name it was given by, when it was given by name. */
  name?: string;
  unusedForMs: number;
  types?: MemoryType[];
}

const SYNTAX =
  'a policy name (default, short, long) or clauses such as unused-for=90d or "unused-for=30d type=breadcrumb|learning"';

export function parseDecayPolicy(text: string | undefined): DecayPolicy {
  const given = (text ?? "default").trim();
  const name = Object.hasOwn(NAMED_POLICIES, given) ? given : undefined;
  const source = name ? NAMED_POLICIES[name]! : given;
  let unusedFor: string | undefined;
  let unusedForMs: number | undefined;
  let types: MemoryType[] | undefined;
  for (const clause of source.split(/[\s,]+/).filter(Boolean)) {
    const match = /^([a-z-]+)=(.+)$/.exec(clause);
    if (!match) throw new UsageError(`Invalid decay policy clause ${JSON.stringify(clause)}: use ${SYNTAX}.`);
    const [, key, value] = match as unknown as [string, string, string];
    if (key === "unused-for" && unusedFor === undefined) {
      unusedForMs = parseDuration(value);
      if (unusedForMs === undefined)
        throw new UsageError(
          `Invalid duration in ${JSON.stringify(clause)}: use a whole number and h, d or w, e.g. unused-for=90d.`,
        );
      unusedFor = value.trim().toLowerCase();
    } else if (key === "type" && types === undefined) {
      const words = value.split("|").map((word) => word.trim().toLowerCase());
      const bad = words.filter((word) => !isMemoryType(word));
      if (bad.length > 0 || words.length === 0)
        throw new UsageError(
          `Invalid type in ${JSON.stringify(clause)}: use memory types separated by |, e.g. type=learning|breadcrumb.`,
        );
      types = [...new Set(words as MemoryType[])].sort();
    } else {
      throw new UsageError(`Unknown or repeated decay policy clause ${JSON.stringify(clause)}: use ${SYNTAX}.`);
    }
  }
  if (unusedForMs === undefined)
    throw new UsageError(`A decay policy needs unused-for=<duration> (got ${JSON.stringify(given)}): use ${SYNTAX}.`);
  const spec = [`unused-for=${unusedFor}`, ...(types ? [`type=${types.join("|")}`] : [])].join(" ");
  return { spec, ...(name ? { name } : {}), unusedForMs, ...(types ? { types } : {}) };
}

/** What is known of one memory when judging it. Timestamps are ISO UTC. */
export interface DecayCandidate {
  type: MemoryType;
  ttl: unknown;
  created: string;
  /** Its `decayed` field, when set: such a memory is already decayed and is left alone. */
  decayed?: string;
  /** Every instant something touched it: updated, last_verified, helped feedback, restores. */
  activity: string[];
}

/**
 * Whether the policy calls the memory stale at `asOf`: its latest activity (or
 * its creation) is at least `unused-for` before `asOf`. Activity after `asOf`
 * counts too — a memory used since is not decayed by a run dated earlier — and
 * a memory created after `asOf` did not exist then.
 */
export function isStale(policy: DecayPolicy, candidate: DecayCandidate, asOf: string): boolean {
  if (candidate.ttl !== "decay" || candidate.decayed !== undefined || candidate.created > asOf) return false;
  if (policy.types && !policy.types.includes(candidate.type)) return false;
  let last = candidate.created;
  for (const instant of candidate.activity) {
    const iso = normalizeTimestamp(instant);
    if (iso && iso > last) last = iso;
  }
  return Date.parse(asOf) - Date.parse(last) >= policy.unusedForMs;
}
