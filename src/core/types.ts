// The public API (`memory …` operations). Request and response
// shapes follow the contract field for field; additions are optional and
// marked as such.

import type { HiddenReason, TemporalFilter } from "./lifecycle.js";

// Read requests extend TemporalFilter (an addition): `asOf`, `includeExpired`, `includeDeprecated`.

export { MEMORY_TYPES, SCOPES, type MemoryType, type Scope } from "./vocabulary.js";
import type { MemoryType, Scope } from "./vocabulary.js";

/** One edge as stored in a memory's `links:` frontmatter. */
export interface StoredLink {
  target: string;
  label: string;
  created: string;
  /** A reverse label given explicitly (otherwise derived from the label). */
  reverse?: string;
  /** Other keys a link object carried in the file, kept on rewrite. */
  [key: string]: unknown;
}

export interface Memory {
  slug: string;
  title: string;
  /** Beyond the base API: one line of when the memory matters (frontmatter `description`), when it has one. */
  description?: string;
  type: MemoryType;
  tags: string[];
  created: string;
  updated: string;
  links: string[];
  content: string;
  scope: Scope;
  filePath: string;
  /** Beyond the base API: every other frontmatter field (paths, kind, severity, unknown fields …). */
  frontmatter?: Record<string, unknown>;
}

export interface MemorySummary {
  slug: string;
  title: string;
  /** Beyond the base API: one line of when the memory matters (frontmatter `description`), when it has one. */
  description?: string;
  type: MemoryType;
  tags: string[];
  created: string;
  updated: string;
  scope: Scope;
  linkCount: number;
}

// ── write ──────────────────────────────────────────────────────────────────

// The request, WriteMemoryRequest: spec 003's fields (content, title, type, tags, scope, links) and this project's
// additions (slug, description, paths, commands, edges, ttl, expires …) are defined once, with their checks, in
// core/schemas/write-request.ts, which exports the type (it imports this module's neighbours, so not from here).

export interface WriteMemoryResponse {
  success: boolean;
  slug: string;
  filePath: string;
  scope: Scope;
  created: string;
  message: string;
  /** Beyond the base API: true when the scope's approval policy sent the memory to the inbox (`slug` is then the proposal id). */
  pending?: boolean;
  /**
   * Secrets replaced by `[REDACTED:<kind>]`
   * before the file was written, counted per kind and field. Absent when none.
   */
  redactions?: SecretRedaction[];
}

/** Beyond the base API: one kind of secret redacted in one field of a memory (never the secret itself). */
export interface SecretRedaction {
  /** e.g. aws-access-key, password-assignment (the placeholder is `[REDACTED:<kind>]`). */
  kind: string;
  /** title, content, tags, paths, links, or the name of a frontmatter field. */
  field: string;
  count: number;
}

// ── read ───────────────────────────────────────────────────────────────────

export interface ReadMemoryRequest {
  slug: string;
  scope?: Scope;
  format?: "markdown" | "json";
}

export interface ReadMemoryResponse {
  success: boolean;
  memory: Memory;
  scope: Scope;
  /** Beyond the base API: present when default reads (list, search) hide the memory now — expired, decayed or deprecated. */
  hidden?: { reason: Exclude<HiddenReason, "not-yet-created">; since?: string; message: string };
  /** Beyond the base API: where the memory comes from when it is not the plugin's own (scope auto: Claude Code's memory). */
  source?: string;
}

// ── list ───────────────────────────────────────────────────────────────────

export type SortField = "created" | "updated" | "title";
export type SortOrder = "asc" | "desc";

export interface ListMemoriesRequest extends TemporalFilter {
  type?: MemoryType;
  tags?: string[];
  scope?: Scope | "all";
  sortBy?: SortField;
  sortOrder?: SortOrder;
  limit?: number;
  offset?: number;
  format?: "table" | "json";
}

export interface AppliedFilters {
  type?: MemoryType;
  tags?: string[];
  scope?: Scope;
}

export interface ListMemoriesResponse {
  success: boolean;
  memories: MemorySummary[];
  total: number;
  filters: AppliedFilters;
}

// ── delete ─────────────────────────────────────────────────────────────────

export interface DeleteMemoryRequest {
  slug: string;
  scope?: Scope;
  force?: boolean;
}

export interface DeleteMemoryResponse {
  success: boolean;
  slug: string;
  scope: Scope;
  edgesRemoved: number;
  cacheRemoved: boolean;
  message: string;
}

/** A problem found while reading the store that did not stop the operation. */
export interface StoreWarning {
  scope: Scope;
  filePath: string;
  message: string;
}

// ── search (keyword) ───────────────────────────────────────────────────────

export interface SearchMemoriesRequest extends TemporalFilter {
  query: string;
  scope?: Scope | "all";
  type?: MemoryType;
  tags?: string[];
  limit?: number;
  format?: "list" | "json";
  /**
   * Beyond the base API: how to rank. Default: "hybrid" when an embedding cache for the
   * configured model exists (and Ollama answers), else "keyword".
   */
  mode?: SearchMode;
}

/** Beyond the base API: the ranking `memory search --mode` uses. */
export type SearchMode = "keyword" | "semantic" | "hybrid";

export interface Match {
  field: "title" | "content" | "tags";
  snippet: string;
  position: number;
}

export interface SearchResult {
  memory: MemorySummary;
  score: number;
  matches: Match[];
}

export interface SearchMemoriesResponse {
  success: boolean;
  results: SearchResult[];
  query: string;
  total: number;
  /** Addition, present when the ranking was not plain keyword search: the mode used. */
  mode?: SearchMode;
  /** Addition, present when embeddings were used or tried (as in SemanticSearchResponse). */
  embeddings?: EmbeddingsInfo;
}

// ── search (semantic) ──────────────────────────────────────────────────────

export interface SemanticSearchRequest extends TemporalFilter {
  query: string;
  scope?: Scope | "all";
  type?: MemoryType;
  tags?: string[];
  /** Similarity threshold (0-1, default: 0.3). */
  threshold?: number;
  limit?: number;
  format?: "list" | "json";
}

export interface SemanticSearchResponse {
  success: boolean;
  results: SemanticResult[];
  query: string;
  total: number;
  embeddings: EmbeddingsInfo;
}

export interface EmbeddingsInfo {
  /** Whether embeddings were used. */
  available: boolean;
  /** Model used. */
  model?: string;
  /** Whether keyword fallback occurred. */
  fallback: boolean;
  /** Beyond the base API: why embeddings were not used (with `fallback`): the typed error of the public API. */
  error?: { code: string; name: string; message: string; details?: Record<string, unknown> };
  /** Beyond the base API: memories not embedded yet, so not ranked by similarity (run `memory embed`). */
  skipped?: number;
}

export interface SemanticResult {
  memory: MemorySummary;
  /** Cosine similarity (0-1). */
  similarity: number;
}

// ── graph ──────────────────────────────────────────────────────────────────

export interface LinkMemoriesRequest {
  source: string;
  target: string;
  label: string;
  reverseLabel?: string;
}

export interface LinkMemoriesResponse {
  success: boolean;
  source: string;
  target: string;
  label: string;
  reverseLabel: string;
  message: string;
}

export type EdgeDirection = "outgoing" | "incoming";

export interface ListEdgesRequest {
  slug: string;
  direction?: EdgeDirection | "both";
  format?: "list" | "json";
}

export interface EdgeInfo {
  direction: EdgeDirection;
  /** The memory at the other end of the edge. */
  target: string;
  label: string;
  targetTitle: string;
  /** "missing" when the other end does not exist (a broken link). */
  targetType: MemoryType | "missing";
  created: string;
}

export interface ListEdgesResponse {
  success: boolean;
  slug: string;
  edges: EdgeInfo[];
  total: number;
}

export interface VisualiseGraphRequest {
  slug: string;
  depth?: number;
  format?: "mermaid" | "json";
}

export interface GraphNode {
  slug: string;
  title: string;
  type: MemoryType;
  level: number;
}

export interface GraphEdge {
  source: string;
  target: string;
  label: string;
}

export interface VisualiseGraphResponse {
  success: boolean;
  diagram: string;
  nodes: GraphNode[];
  edges: GraphEdge[];
}

export interface SuggestLinksRequest {
  slug?: string;
  minSimilarity?: number;
  limit?: number;
  format?: "list" | "json";
}

export interface LinkSuggestion {
  source: string;
  target: string;
  proposedLabel: string;
  similarity: number;
  rationale: string;
}

export interface SuggestLinksResponse {
  success: boolean;
  suggestions: LinkSuggestion[];
  total: number;
  embeddings: { available: boolean };
}

// ── quality ────────────────────────────────────────────────────────────────

export type HealthSeverity = "critical" | "warning" | "info";
/** Spec 003's categories, exactly. */
export type HealthCategory = "orphan" | "broken-link" | "frontmatter" | "cache" | "index";
/**
 * What an issue is about within its category (an addition to spec 003's HealthIssue, which fixes the categories):
 * "merge-conflict" a memory file left with conflict markers (category frontmatter: it cannot be read),
 * "git-setup" a scope git would not merge well (category index), "stale-source" a file the memory is anchored
 * to changed or vanished (category frontmatter: its anchor is out of date), "auto-memory" Claude Code's own memory:
 * a file of it that cannot be read, a secret in one, a fact held both there and in the store (category frontmatter).
 */
export type HealthIssueKind = "merge-conflict" | "git-setup" | "stale-source" | "missing-description" | "auto-memory";

export interface HealthCheckRequest {
  scope?: Scope | "all";
  fix?: boolean;
  format?: "report" | "json";
}

export interface HealthSummary {
  totalMemories: number;
  orphanCount: number;
  brokenLinkCount: number;
  frontmatterIssues: number;
  cacheIssues: number;
  overallHealth: "excellent" | "good" | "fair" | "poor";
}

export interface HealthIssue {
  severity: HealthSeverity;
  category: HealthCategory;
  kind?: HealthIssueKind;
  memory?: string;
  description: string;
  fixable: boolean;
  fix?: string;
}

export interface HealthCheckResponse {
  success: boolean;
  summary: HealthSummary;
  issues: HealthIssue[];
  fixed: number;
  /** With `fix`: what the repair changed (an addition). */
  repairs?: RepairAction[];
}

export interface QualityScoreRequest {
  slug: string;
  format?: "report" | "json";
}

export interface QualityBreakdown {
  completeness: number;
  linking: number;
  content: number;
}

export interface QualityScoreResponse {
  success: boolean;
  slug: string;
  score: number;
  breakdown: QualityBreakdown;
  suggestions: string[];
}

export interface RepairRequest {
  scope?: Scope | "all";
  dryRun?: boolean;
  format?: "report" | "json";
}

export interface RepairAction {
  type:
    | "broken-link-removed"
    | "index-rebuilt"
    | "cache-regenerated"
    | "frontmatter-normalized"
    | "temp-file-removed"
    | "git-setup"
    | "conflict-resolved";
  description: string;
  affectedMemories: string[];
}

export interface RepairFailure {
  type: string;
  description: string;
  reason: string;
}

export interface RepairResponse {
  success: boolean;
  repaired: RepairAction[];
  failed: RepairFailure[];
  summary: string;
}

// ── index page (addition) ──────────────────────────────────────────────────

export interface IndexPageRequest {
  scope?: Scope | "all";
  dryRun?: boolean;
}

export interface IndexPage {
  scope: Scope;
  /** Where INDEX.md is (or, with dryRun, would be) written. */
  path: string;
  memories: number;
  /** The page itself: only with dryRun. */
  content?: string;
}

export interface IndexPageResponse {
  success: boolean;
  pages: IndexPage[];
  message: string;
}

// ── promote (Claude Code's own memory into a team scope) ─────────────────

export interface PromoteRequest {
  /** The auto memory's name (or slug, or file name); leave out with `all`. */
  name?: string;
  /** Every auto memory that is not personal (`user` memories need `scope`). */
  all?: boolean;
  /** Say what would be done, change nothing. */
  dryRun?: boolean;
  /** Where to write (default: the default write scope); `user` memories go only to local or global, and only when named. */
  scope?: Scope;
  /** The type to give (default: mapped from the auto memory's type). */
  type?: MemoryType;
  /** Remove Claude Code's file (and its MEMORY.md line) once the team memory holds it. */
  move?: boolean;
}

export type PromoteAction = "created" | "updated" | "unchanged" | "linked" | "skipped";

export interface PromotedMemory {
  /** The auto memory's name, slug and file. */
  name: string;
  autoSlug: string;
  filePath: string;
  autoType?: string;
  title: string;
  description?: string;
  /** What was done (with dryRun: what would be done). */
  action: PromoteAction;
  /** Why it was skipped, or how it was matched to an existing memory. */
  reason?: string;
  /** The team memory: its slug, scope and type. */
  slug?: string;
  scope?: Scope;
  type?: MemoryType;
  /** Secrets redacted on the way (kinds and counts). */
  redacted?: string;
  /** With `move`: Claude Code's file was removed. */
  moved?: boolean;
}

export interface PromoteResponse {
  success: boolean;
  dryRun: boolean;
  /** Where Claude Code's memory of this project is, and how that was found. */
  directory: string;
  found: string;
  results: PromotedMemory[];
  message: string;
}
