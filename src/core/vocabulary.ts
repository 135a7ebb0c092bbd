// Every closed vocabulary of the store, defined once: the schemas, the
// validators, the CLI and the MCP tool descriptions all take their words
// from here. Pure data (the hooks import it too).

/** The built-in memory types. */
export const MEMORY_TYPES = ["decision", "learning", "gotcha", "breadcrumb", "hub", "artifact"] as const;
export type MemoryType = (typeof MEMORY_TYPES)[number];

/**
 * Where a memory lives: committed with the repository, this checkout only, the user's, the organisation's, and
 * Claude Code's own memory of the project (`auto`: read-only, found where Claude Code keeps it).
 */
export const SCOPES = ["project", "local", "global", "enterprise", "auto"] as const;
export type Scope = (typeof SCOPES)[number];

/** A memory's retention policy; a memory without `ttl` is persistent. */
export const TTLS = ["ephemeral", "decay", "persistent"] as const;
export type Ttl = (typeof TTLS)[number];

/** How binding a rule is: hard rules are injected by the hook. */
export const CLASSIFICATIONS = ["hard", "soft"] as const;
/** How bad it is to break a rule, S1 worst. */
export const SEVERITIES = ["S1", "S2", "S3"] as const;
/** `confidence` in words (it may also be a number in 0–1). */
export const CONFIDENCE_WORDS = ["high", "medium", "low"] as const;

/** Feedback on a retrieved memory (the retrieval log's `outcome`). */
export const OUTCOMES = ["helped", "neutral", "hurt", "unknown"] as const;
export type Outcome = (typeof OUTCOMES)[number];
/** What recorded a retrieval-log line: a search itself, or feedback given afterwards. */
export const RETRIEVAL_SOURCES = ["invocation", "manual_feedback"] as const;
/** The retrieval log's `store`: the user's own memories or the repository's. */
export const RETRIEVAL_STORES = ["user", "repo"] as const;

/** The entry types of an events.jsonl knowledge file. */
export const EVENT_TYPES = ["decision", "lesson", "constraint", "risk", "fact"] as const;

/** The append-only logs of a scope (`log/<name>.jsonl`). */
export const LOG_NAMES = ["audit", "retrieval", "decay", "events", "tombstones"] as const;
export type LogName = (typeof LOG_NAMES)[number];
