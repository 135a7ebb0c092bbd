// `memory decay` and `memory restore`: deterministic, logged,
// reversible decay of `ttl: decay` memories.
//
// decay: for each scope, under its write lock, the memories the policy calls
// stale at `as_of` (src/core/policy/decay.ts) get the frontmatter line
// `decayed: <as_of>` — one inserted line; the text, `updated` and every other
// byte stay as they are, and nothing is ever deleted — and one decay event
// `{event_id, ts, kind: "decay", scope, policy, as_of, dry_run, stale_ids}` is
// appended to `<scope>/log/decay.jsonl` (dry runs too, changing nothing else).
// The stale set depends only on the policy, as_of and the store's files (its
// memories, its decay log's restores and the retrieval logs' `helped`
// feedback), never on the clock; event_id is a hash of those results and the
// event's position in the log.
//
// restore: removes exactly that line again and appends a follow-up event
// `{event_id, ts, kind: "restore", scope, restores: <decay event_id | null>, ids}`.

import { createHash } from "node:crypto";
import { isStale, parseDecayPolicy, type DecayCandidate, type DecayPolicy } from "../core/policy/index.js";
import { FileWriteError, MemoryNotFoundError, UsageError, notFound } from "../core/errors.js";
import { addFrontmatterLine, removeFrontmatterLine } from "../core/frontmatter/index.js";
import { decodeMemoryFile, encodeMemoryFile } from "../core/memory-file.js";
import { assertValidSlug } from "../core/slug.js";
import { normalizeTimestamp, toIsoSeconds } from "../core/time.js";
import type { DecayRunRecord } from "../core/schemas/log-records.js";
import type { Scope } from "../core/types.js";
import { afterWrite } from "../index/derived/index.js";
import { loadCatalog } from "../index/derived/index.js";
import { appendLog, readLog } from "../store/append-log.js";
import { writeFileAtomic } from "../store/atomic-write.js";
import type { ScopeStore } from "../store/scope-store.js";
import type { OperationContext } from "./context.js";
import { helpedActivity } from "./shared/retrieval-log.js";
import { temporalFilter } from "./shared/summary-filter.js";
import { appendTo } from "../core/multimap.js";

export interface DecayEvent extends DecayRunRecord {
  scope: Scope;
  policy: string;
  /** The policy's name, when it was given by name (default, short, long). */
  policy_name?: string;
  /** Stale memories that could not be marked (a write failed): absent when every one was. */
  not_marked?: string[];
}

export interface RestoreEvent {
  event_id: string;
  ts: string;
  kind: "restore";
  scope: Scope;
  /** The decay event that decayed these memories, or null when none is on record (`decayed` set by hand). */
  restores: string | null;
  ids: string[];
}

export interface DecayRequest {
  /** A policy name or clauses (see core/policy/decay.ts); default: `default` (unused-for=90d). */
  policy?: string;
  /** The instant to judge at (ISO 8601); default: now. */
  asOf?: string;
  dryRun?: boolean;
  /** Default: every available scope that exists. */
  scope?: Scope | "all";
}

export interface DecayResponse {
  success: boolean;
  policy: string;
  policyName?: string;
  asOf: string;
  dryRun: boolean;
  /** One entry per scope examined, with the event logged there. */
  scopes: Array<{ scope: Scope; event: DecayEvent }>;
  /** Every stale memory, as `slug` (scopes in read order). */
  staleIds: string[];
  message: string;
}

export async function decayMemories(context: OperationContext, request: DecayRequest = {}): Promise<DecayResponse> {
  const policy = parseDecayPolicy(request.policy);
  const asOf = request.asOf === undefined ? toIsoSeconds(context.now()) : temporalFilter({ asOf: request.asOf }).asOf!;
  const dryRun = request.dryRun === true;
  const stores = [];
  for (const store of context.store.readable(request.scope)) if (await store.exists()) stores.push(store);
  const helped = await helpedActivity(context);
  const scopes: DecayResponse["scopes"] = [];
  for (const store of stores) {
    scopes.push({ scope: store.scope, event: await decayScope(context, store, policy, asOf, dryRun, helped) });
  }
  const staleIds = scopes.flatMap(({ event }) => event.stale_ids);
  const failed = scopes.flatMap(({ event }) => event.not_marked ?? []);
  if (failed.length > 0) {
    throw new FileWriteError(
      `Decay could not mark ${failed.join(", ")}: the files could not be rewritten (the event records it). Check their permissions and run \`memory decay\` again.`,
      { failed },
    );
  }
  const verb = dryRun ? "would decay" : "decayed";
  const message =
    staleIds.length === 0
      ? `No memory is stale under ${policy.spec} as of ${asOf}${dryRun ? " (dry run)" : ""}.`
      : `${staleIds.length} memor${staleIds.length === 1 ? "y" : "ies"} ${verb} under ${policy.spec} as of ${asOf}.`;
  return {
    success: true,
    policy: policy.spec,
    ...(policy.name ? { policyName: policy.name } : {}),
    asOf,
    dryRun,
    scopes,
    staleIds,
    message,
  };
}

async function decayScope(
  context: OperationContext,
  store: ScopeStore,
  policy: DecayPolicy,
  asOf: string,
  dryRun: boolean,
  helped: Map<string, string>,
): Promise<DecayEvent> {
  return store.withWriteLock(async () => {
    const catalog = await loadCatalog(store);
    catalog.warnings.forEach(context.warn);
    const { records } = await readLog<Partial<DecayEvent | RestoreEvent>>(store.root, "decay");
    const restored = new Map<string, string>();
    for (const { record } of records) {
      if (record.kind !== "restore" || !Array.isArray(record.ids)) continue;
      const ts = normalizeTimestamp(record.ts);
      if (ts)
        for (const id of record.ids) if (typeof id === "string" && ts > (restored.get(id) ?? "")) restored.set(id, ts);
    }
    const threshold = Date.parse(asOf) - policy.unusedForMs;
    const stale: string[] = [];
    for (const [slug, entry] of [...catalog.entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const summary = entry.summary;
      // Cheap pre-checks from the manifest; only memories that may be stale are read.
      // A file without a readable `updated` counts from its `created`, not from its mtime (which a checkout resets).
      const updated = entry.problems?.some((problem) => problem.field === "updated")
        ? summary?.created
        : summary?.updated;
      if (
        !summary ||
        !updated ||
        summary.lifecycle?.decayed !== undefined ||
        summary.created > asOf ||
        Date.parse(updated) > threshold
      )
        continue;
      if (policy.types && !policy.types.includes(summary.type)) continue;
      const loaded = await store.load(slug).catch(() => undefined);
      if (!loaded) continue;
      const { fields } = loaded.document;
      const candidate: DecayCandidate = {
        type: loaded.document.type,
        ttl: fields.ttl,
        created: loaded.document.created,
        ...(fields.decayed !== undefined && fields.decayed !== null ? { decayed: String(fields.decayed) } : {}),
        activity: [updated, fields.last_verified, helped.get(slug), restored.get(slug)].filter(
          (value): value is string => typeof value === "string",
        ),
      };
      if (isStale(policy, candidate, asOf)) stale.push(slug);
    }
    const notMarked: string[] = [];
    if (!dryRun) {
      for (const slug of stale) {
        try {
          await markDecayed(store, slug, asOf);
        } catch {
          notMarked.push(slug);
        }
      }
    }
    const event: DecayEvent = {
      event_id: eventId("decay", [store.scope, policy.spec, asOf, dryRun, stale, records.length]),
      ts: toIsoSeconds(context.now()),
      kind: "decay",
      scope: store.scope,
      policy: policy.spec,
      ...(policy.name ? { policy_name: policy.name } : {}),
      as_of: asOf,
      dry_run: dryRun,
      stale_ids: stale,
      ...(notMarked.length > 0 ? { not_marked: notMarked } : {}),
    };
    await appendLog(store.root, "decay", [event]);
    return event;
  });
}

function eventId(kind: string, parts: unknown[]): string {
  return `${kind}-${createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 16)}`;
}

/** Inserts `decayed: <asOf>`; a file that cannot take a one-line edit is rewritten by the codec instead. */
async function markDecayed(store: ScopeStore, slug: string, asOf: string): Promise<void> {
  await rewrite(
    store,
    slug,
    (text) => addFrontmatterLine(text, "decayed", asOf),
    (fields) => {
      fields.decayed = asOf;
    },
  );
}

async function rewrite(
  store: ScopeStore,
  slug: string,
  edit: (text: string) => string | undefined,
  fallback: (fields: Record<string, unknown>) => void,
): Promise<void> {
  const raw = await store.readText(slug);
  if (!raw) throw notFound(slug, store.scope);
  let text = edit(raw.text);
  if (text === undefined) {
    const { document } = decodeMemoryFile(
      raw.text,
      slug,
      toIsoSeconds(new Date(raw.stat.mtimeMs)),
      store.filePath(slug),
    );
    fallback(document.fields);
    text = encodeMemoryFile(document);
  }
  await writeFileAtomic(store.filePath(slug), text);
  const { document } = decodeMemoryFile(text, slug, toIsoSeconds(new Date(raw.stat.mtimeMs)), store.filePath(slug));
  await afterWrite(store, document, text);
}

// ── restore ────────────────────────────────────────────────────────────────

export interface RestoreRequest {
  /** Memories to restore. */
  slugs?: string[];
  /** Or: every memory a decay event decayed that is still decayed. */
  event?: string;
  scope?: Scope;
}

export interface RestoreResponse {
  success: boolean;
  restored: Array<{ slug: string; scope: Scope; restores: string | null }>;
  events: RestoreEvent[];
  message: string;
}

export async function restoreMemories(context: OperationContext, request: RestoreRequest): Promise<RestoreResponse> {
  const slugs = [...new Set(request.slugs ?? [])];
  if ((slugs.length === 0) === (request.event === undefined))
    throw new UsageError("Give the slugs of decayed memories, or --event <decay event id>, to restore.");
  slugs.forEach((slug) => assertValidSlug(slug));
  const targets = new Map<ScopeStore, string[]>();
  if (request.event !== undefined) {
    const found = await findDecayEvent(context, request.event, request.scope);
    if (!found)
      throw new MemoryNotFoundError(
        `No decay event ${JSON.stringify(request.event)} that changed files (dry runs change none) in ${request.scope ? `the ${request.scope} scope` : "any available scope"}. Its id is in \`memory decay\`'s output and in log/decay.jsonl.`,
        { event: request.event },
      );
    const still: string[] = [];
    for (const slug of found.event.stale_ids) {
      const loaded = await found.store.load(slug).catch(() => undefined);
      if (loaded && loaded.document.fields.decayed !== undefined) still.push(slug);
    }
    if (still.length > 0) targets.set(found.store, still);
  } else {
    for (const slug of slugs) {
      const located = await context.store.locate(slug, request.scope);
      if (!located) throw notFound(slug, request.scope);
      if (located.memory.document.fields.decayed === undefined) {
        throw new UsageError(`${slug} is not decayed (it has no \`decayed\` field): nothing to restore.`, { slug });
      }
      appendTo(targets, located.store, slug);
    }
  }
  const restored: RestoreResponse["restored"] = [];
  const events: RestoreEvent[] = [];
  for (const [store, ids] of targets) {
    await store.withWriteLock(async () => {
      const { records } = await readLog<Partial<DecayEvent>>(store.root, "decay");
      const byDecay = new Map<string | null, string[]>();
      for (const slug of ids) {
        await rewrite(
          store,
          slug,
          (text) => removeFrontmatterLine(text, "decayed"),
          (fields) => {
            delete fields.decayed;
          },
        );
        const origin = [...records]
          .reverse()
          .find(
            ({ record }) => record.kind === "decay" && record.dry_run === false && record.stale_ids?.includes(slug),
          );
        const restores = typeof origin?.record.event_id === "string" ? origin.record.event_id : null;
        appendTo(byDecay, restores, slug);
        restored.push({ slug, scope: store.scope, restores });
      }
      const ts = toIsoSeconds(context.now());
      const scopeEvents = [...byDecay].map(
        ([restores, slugsRestored], index): RestoreEvent => ({
          event_id: eventId("restore", [store.scope, restores, slugsRestored, ts, records.length + index]),
          ts,
          kind: "restore",
          scope: store.scope,
          restores,
          ids: slugsRestored,
        }),
      );
      await appendLog(store.root, "decay", scopeEvents);
      events.push(...scopeEvents);
    });
  }
  const message =
    restored.length === 0
      ? "Nothing to restore: none of those memories is still decayed."
      : `Restored ${restored.map((entry) => entry.slug).join(", ")}.`;
  return { success: true, restored, events, message };
}

async function findDecayEvent(
  context: OperationContext,
  eventIdWanted: string,
  scope?: Scope,
): Promise<{ store: ScopeStore; event: DecayEvent } | undefined> {
  for (const store of context.store.readable(scope)) {
    const { records } = await readLog<DecayEvent>(store.root, "decay");
    const found = records.find(
      ({ record }) =>
        record.event_id === eventIdWanted &&
        record.kind === "decay" &&
        record.dry_run === false &&
        Array.isArray(record.stale_ids),
    );
    if (found) return { store, event: found.record };
  }
  return undefined;
}
