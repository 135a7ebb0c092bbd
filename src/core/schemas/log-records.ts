// The records of a scope's own logs (log/retrieval.jsonl, log/decay.jsonl,
// log/audit.jsonl, log/tombstones.jsonl; docs/formats.md), defined once: the writers' types and
// `memory validate`'s checks both come from these schemas. Fields a schema
// does not name are allowed (and kept) on every record.

import * as z from "zod/mini";
import { isValidSlug } from "../slug.js";
import { OUTCOMES, RETRIEVAL_SOURCES, RETRIEVAL_STORES } from "../vocabulary.js";
import { isoTimestamp, memoryIds, nonEmptyString, orMissing } from "./fields.js";

/** One retrieval judged: which memories a query returned, which were used, and whether they helped. */
export const RetrievalRecord = z.object({
  event_id: nonEmptyString(),
  actor: nonEmptyString(),
  // Any string, the empty one too (the phrase is the same as its neighbours').
  query: z.string({ error: "must be a non-empty string" }),
  ts: isoTimestamp(),
  store: z.enum(RETRIEVAL_STORES),
  outcome: z.enum(OUTCOMES),
  source: z.enum(RETRIEVAL_SOURCES),
  returned_ids: memoryIds(),
  used_ids: memoryIds(),
});
export type RetrievalRecord = z.infer<typeof RetrievalRecord>;

/** Every line of the decay log: a decay run, or a follow-up of another `kind` (a restore). */
export const DecayLogRecord = z.object({
  event_id: nonEmptyString(),
  ts: isoTimestamp(),
  kind: z.optional(z.custom<string>((kind) => typeof kind === "string", { error: "must be a string" })),
});

/** A decay run: the memories `policy` called stale `as_of` (marked unless `dry_run`). */
export const DecayRunRecord = z.object({
  policy: z.custom<string | object>(
    (policy) => typeof policy === "string" || (typeof policy === "object" && policy !== null),
    {
      error: orMissing("must be the policy text or an object"),
    },
  ),
  as_of: isoTimestamp(),
  dry_run: z.boolean({ error: "must be true or false" }),
  stale_ids: memoryIds(),
});
export type DecayRunRecord = z.infer<typeof DecayLogRecord> & z.infer<typeof DecayRunRecord> & { kind: "decay" };

/** One value an update changed: which memory, which field, from what to what (either may be null). */
export const AuditRecord = z.object({
  ts: isoTimestamp(),
  memory_id: nonEmptyString(),
  field: nonEmptyString(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditRecord = z.infer<typeof AuditRecord>;

/** One deleted memory: its slug, never to be given to a new memory. */
export const TombstoneRecord = z.object({
  ts: isoTimestamp(),
  slug: z.custom<string>((slug) => typeof slug === "string" && isValidSlug(slug), {
    error: orMissing("must be a memory slug (lower-case letters, digits, - and _)"),
  }),
});
export type TombstoneRecord = z.infer<typeof TombstoneRecord>;
