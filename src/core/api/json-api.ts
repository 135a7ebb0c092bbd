// The JSON request API (`memory api`, spec 000): its kinds and scopes, and the read and update requests and
// responses, which the operations in ops/api-read.ts and ops/api-update.ts take and give. Requests follow the
// published schemas exactly (src/core/schemas); responses are this project's design. The write request, which
// adds the write contract's fields, is the adapter's (src/api/types.ts).

export const API_KINDS = ["problem", "solution", "failed_tactic", "fact", "preference", "change"] as const;
export type ApiKind = (typeof API_KINDS)[number];
export type ApiScope = "repo" | "global";

export interface ApiReadRequest {
  op: "read";
  repo_id: string;
  mode: "ambient" | "targeted";
  query: string;
  include_global: boolean;
  kinds?: ApiKind[];
  limit: number;
  expand?: { semantic_hops: number; include_problem_links: boolean; include_update_links: boolean };
  /** Addition (temporal replay): read the store as of this ISO instant. */
  as_of?: string;
  /** Additions: also return expired/decayed or deprecated records. */
  include_expired?: boolean;
  include_deprecated?: boolean;
}

export interface DynamicUpdate {
  target: number;
  confidence: number;
  rationale: string;
  evidence_refs?: string[];
  context_problem_id?: string;
}

export interface ApiUpdateRequest {
  op: "update";
  repo_id: string;
  memory_id: string;
  mode: "dry_run" | "commit";
  updates: { truth?: DynamicUpdate & { evidence_refs: string[] }; utility?: DynamicUpdate };
}

/** A dynamic value as kept in a memory's frontmatter (`truth:` / `utility:`). */
export interface DynamicValue {
  value: number;
  updated?: string;
  updates?: number;
}

export interface ApiEdge {
  target: string;
  label: string;
}

export interface Reached {
  via: "query" | "recent" | "expand";
  /** For `expand`: the record this one was reached from, the edge label as seen from it, and the hop count. */
  from?: string;
  label?: string;
  hops?: number;
}

export interface ApiRecord {
  memory_id: string;
  kind: ApiKind;
  type: string;
  scope: ApiScope;
  store_scope: string;
  title: string;
  text: string;
  confidence: number | null;
  /** Current truth (starts at `confidence`) and utility (starts at 0.5), moved by updates. */
  truth: number;
  utility: number;
  score: number;
  reached: Reached;
  created: string;
  updated: string;
  edges: ApiEdge[];
}

export interface ApiReadResponse {
  success: true;
  op: "read";
  mode: "ambient" | "targeted";
  query: string;
  records: ApiRecord[];
  /** Records found by the query or recency before `limit` (expanded records come on top). */
  total: number;
}

export interface DynamicValues {
  truth: number;
  utility: number;
}

export interface ApiUpdateResponse {
  success: true;
  op: "update";
  memory_id: string;
  mode: "dry_run" | "commit";
  committed: boolean;
  before: DynamicValues;
  after: DynamicValues;
  /** With `commit`: the audit log entries written (one per updated value). */
  audit_ids?: string[];
}
