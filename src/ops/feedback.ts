// `memory feedback`: explicit retrieval feedback. Each call
// appends exactly one retrieval event to `<scope>/log/retrieval.jsonl`:
//
//   {event_id, ts, store: "repo"|"user", actor, query, returned_ids, used_ids,
//    outcome: "helped"|"neutral"|"hurt"|"unknown", source: "manual_feedback",
//    scope, remediation_id?}
//
// (`scope` and `remediation_id` are additions.) An outcome of `hurt` first
// writes a remediation breadcrumb through writeMemory, naming
// the query and the memories as [[wikilinks]]; the event records its slug.
// `helped` feedback counts as use for `memory decay`; feedback does not change
// search ranking.

import { redactSecrets } from "../core/secrets/index.js";
import { randomBytes } from "node:crypto";
import { UsageError } from "../core/errors.js";
import { assertValidSlug } from "../core/slug.js";
import { toIsoSeconds } from "../core/time.js";
import type { Scope } from "../core/types.js";
import type { RetrievalRecord } from "../core/schemas/log-records.js";
import { OUTCOMES, type Outcome } from "../core/vocabulary.js";
import { appendLog } from "../store/append-log.js";
import type { OperationContext } from "./context.js";
import { writeMemory } from "./shared/write-memory.js";
import { ids, retrievalEvents } from "./shared/retrieval-log.js";

export { OUTCOMES, type Outcome };

/** A retrieval-log line; `store` is `repo` for the project and local scopes, `user` for global and enterprise. */
export interface RetrievalEvent extends RetrievalRecord {
  /** Beyond the base API: the scope whose log holds the event. */
  scope: Scope;
  /** Beyond the base API: the breadcrumb written for a `hurt` outcome. */
  remediation_id?: string;
}

export interface FeedbackRequest {
  query: string;
  returned?: string[];
  used?: string[];
  outcome: string;
  /** Default: $USER, else "claude". */
  actor?: string;
  /** Where the event is logged; default: the default write scope. */
  scope?: Scope;
}

export interface FeedbackResponse {
  success: boolean;
  event: RetrievalEvent;
  /** The breadcrumb written for a `hurt` outcome. */
  remediation?: { slug: string; filePath: string };
  /** Ids that name no memory in any available scope (recorded anyway). */
  warnings: string[];
  message: string;
}

export function parseOutcome(value: unknown): Outcome {
  const word = typeof value === "string" ? value.trim().toLowerCase() : value;
  if (typeof word === "string" && (OUTCOMES as readonly string[]).includes(word)) return word as Outcome;
  throw new UsageError(`Invalid outcome ${JSON.stringify(value ?? null)}: use one of ${OUTCOMES.join(", ")}.`, {
    outcome: value ?? null,
    allowed: [...OUTCOMES],
  });
}

function idList(value: unknown, name: string): string[] {
  if (value === undefined || value === null) return [];
  const items = typeof value === "string" ? value.split(",") : Array.isArray(value) ? value : undefined;
  if (!items || items.some((item) => typeof item !== "string"))
    throw new UsageError(`${name} must be a list of memory slugs.`);
  const ids = [...new Set((items as string[]).map((item) => item.trim()).filter(Boolean))];
  ids.forEach((id) => assertValidSlug(id));
  return ids;
}

export function storeOf(scope: Scope): "repo" | "user" {
  return scope === "project" || scope === "local" ? "repo" : "user";
}

export async function recordFeedback(context: OperationContext, request: FeedbackRequest): Promise<FeedbackResponse> {
  if (!request || typeof request !== "object")
    throw new UsageError("A feedback request needs a query, the returned and used ids, and an outcome.");
  // The query lands in an append-only log: secrets in it are redacted first.
  const query = typeof request.query === "string" ? redactSecrets(request.query.trim()).text : "";
  if (!query || query.includes("\0"))
    throw new UsageError('Give the query the memories were retrieved for: --query "<words>".');
  const outcome = parseOutcome(request.outcome);
  const returned = idList(request.returned, "returned");
  const used = idList(request.used, "used");
  const outside = used.filter((id) => !returned.includes(id));
  if (outside.length > 0)
    throw new UsageError(
      `Used ids must be among the returned ones: ${outside.join(", ")} ${outside.length === 1 ? "was" : "were"} not returned. Add ${outside.length === 1 ? "it" : "them"} to --returned.`,
    );
  const env = context.env ?? process.env;
  const actor = (request.actor ?? env.USER ?? env.USERNAME ?? "claude").trim() || "claude";
  if (/[\r\n\0]/.test(actor) || actor.length > 100)
    throw new UsageError("The actor must be one line of at most 100 characters.");
  const store = context.store.writeTarget(request.scope);

  const warnings = [...new Set([...returned, ...used])]
    .filter((id) => !context.store.slugTaken(id))
    .map((id) => `${id} names no memory in any available scope (recorded as given)`);
  for (const message of warnings) context.warn({ scope: store.scope, filePath: store.root, message });

  const ts = toIsoSeconds(context.now());
  let remediation: FeedbackResponse["remediation"];
  if (outcome === "hurt") {
    const written = await writeMemory(context, {
      content: remediationBody(query, returned, used, actor, ts, (id) => context.store.slugTaken(id)),
      title: `Review memories that hurt: ${oneLine(query, 80)}`,
      type: "breadcrumb",
      tags: ["feedback", "remediation"],
      scope: store.scope,
    });
    remediation = { slug: written.slug, filePath: written.filePath };
  }
  const event: RetrievalEvent = {
    event_id: `fb-${randomBytes(8).toString("hex")}`,
    ts,
    store: storeOf(store.scope),
    actor,
    query,
    returned_ids: returned,
    used_ids: used,
    outcome,
    source: "manual_feedback",
    scope: store.scope,
    ...(remediation ? { remediation_id: remediation.slug } : {}),
  };
  await store.withWriteLock(() => appendLog(store.root, "retrieval", [event]));
  const message = `Feedback recorded (${outcome}) in the ${store.scope} retrieval log${remediation ? `; remediation breadcrumb: ${remediation.slug}` : ""}.`;
  return { success: true, event, ...(remediation ? { remediation } : {}), warnings, message };
}

function oneLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

function remediationBody(
  query: string,
  returned: string[],
  used: string[],
  actor: string,
  ts: string,
  exists: (slug: string) => boolean,
): string {
  const name = (slug: string) => (exists(slug) ? `[[${slug}]]` : `\`${slug}\` (no such memory)`);
  const list = (ids: string[]) => (ids.length === 0 ? "(none)" : ids.map(name).join(", "));
  const suspects = used.length > 0 ? "each memory used" : "each memory returned";
  return [
    `Feedback from ${actor} at ${ts}: the memories retrieved for the query below hurt the work.`,
    "",
    "```text",
    query.replace(/```/g, "'''"),
    "```",
    "",
    `- Returned: ${list(returned)}`,
    `- Used: ${list(used)}`,
    "",
    "## What to do",
    "",
    `1. Read ${suspects} and find what misled: a wrong or outdated fact, a missing caveat, a scope too broad for this case.`,
    "2. Fix it (`memory write --slug <slug> …`), deprecate it (`deprecated: true`, `superseded_by: <slug>`), or delete it; if it is still right, run `memory verify <slug>`.",
    "3. Then delete this breadcrumb (`memory delete <this slug> --force`).",
  ].join("\n");
}

export interface FeedbackStat {
  slug: string;
  returned: number;
  used: number;
  helped: number;
  neutral: number;
  hurt: number;
  unknown: number;
}

export interface FeedbackStatsResponse {
  success: boolean;
  events: number;
  /** Per memory: how often it was returned and used, and the outcomes of the retrievals it was used in. */
  memories: FeedbackStat[];
}

export async function feedbackStats(context: OperationContext, scope?: Scope | "all"): Promise<FeedbackStatsResponse> {
  const events = await retrievalEvents<RetrievalEvent>(context, scope);
  const stats = new Map<string, FeedbackStat>();
  const stat = (slug: string) => {
    let entry = stats.get(slug);
    if (!entry) stats.set(slug, (entry = { slug, returned: 0, used: 0, helped: 0, neutral: 0, hurt: 0, unknown: 0 }));
    return entry;
  };
  for (const event of events) {
    for (const id of ids(event.returned_ids)) stat(id).returned++;
    for (const id of ids(event.used_ids)) {
      const entry = stat(id);
      entry.used++;
      if (typeof event.outcome === "string" && (OUTCOMES as readonly string[]).includes(event.outcome))
        entry[event.outcome as Outcome]++;
    }
  }
  const memories = [...stats.values()].sort(
    (a, b) => b.hurt - a.hurt || b.helped - a.helped || a.slug.localeCompare(b.slug),
  );
  return { success: true, events: events.length, memories };
}
