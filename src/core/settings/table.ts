// Every setting the environment can change, defined once: its variable, its
// kind, its default, its bounds and what it does. The settings object
// (`readSettings`), its parser and the table in docs/settings.md all follow
// from this table (test/core/settings.test.ts checks the docs against it).
// No zod here: the hooks read these settings, and their bundles stay small.

/** A number within bounds; `integer` takes the whole part of a decimal (as parseInt did for the thread count). */
export interface NumberSpec {
  kind: "number";
  env: string;
  default: number;
  min: number;
  /** Whether `min` itself is refused (timeouts: zero would give up at once). */
  above?: boolean;
  max?: number;
  integer?: boolean;
  doc: string;
}

/** On or off: 1/true/yes/on or 0/false/no/off/none, any case. */
export interface FlagSpec {
  kind: "flag";
  env: string;
  default: boolean;
  doc: string;
}

/** A text, trimmed; empty or unset means the default (none when the default is undefined). */
export interface TextSpec {
  kind: "text";
  env: string;
  default: string | undefined;
  doc: string;
}

export type SettingSpec = NumberSpec | FlagSpec | TextSpec;

// One constant per row (a bundle keeps only the rows it names: the start-up shims read one), grouped by who reads
// them: the hooks, searches and the indexes, embeddings, locations, adapters.

// ── the hooks ──
export const HOOK_DISABLED = {
  kind: "flag",
  env: "MEMORY_HOOK_DISABLED",
  default: false,
  doc: "Turns every hook off: no brief, no recall, no gotchas.",
} as const satisfies SettingSpec;
export const HOOK_DEADLINE_MS = {
  kind: "number",
  env: "MEMORY_HOOK_DEADLINE_MS",
  default: 1500,
  min: 0,
  doc: "The PostToolUse and UserPromptSubmit hooks' own deadline, in ms (the declared timeout is far longer).",
} as const satisfies SettingSpec;
export const SESSION_START_DEADLINE_MS = {
  kind: "number",
  env: "MEMORY_SESSION_START_DEADLINE_MS",
  default: 5000,
  min: 0,
  doc: "How long the SessionStart hook waits for the indexes' refresh before it goes on in the background, in ms.",
} as const satisfies SettingSpec;
export const HOOK_MAX_GOTCHAS = {
  kind: "number",
  env: "MEMORY_HOOK_MAX_GOTCHAS",
  default: 3,
  min: 0,
  doc: "Most gotchas shown after one tool call (0 turns gotcha injection off).",
} as const satisfies SettingSpec;
export const HOOK_MAX_CHARS = {
  kind: "number",
  env: "MEMORY_HOOK_MAX_CHARS",
  default: 1500,
  min: 0,
  doc: "Most characters of gotchas shown after one tool call.",
} as const satisfies SettingSpec;
export const HOOK_MIN_RELEVANCE = {
  kind: "number",
  env: "MEMORY_HOOK_MIN_RELEVANCE",
  default: 0.5,
  min: 0,
  doc: "Least relevance a gotcha needs to be shown (the hooks and `memory gotchas` alike).",
} as const satisfies SettingSpec;
export const PROMPT_RECALL = {
  kind: "flag",
  env: "MEMORY_PROMPT_RECALL",
  default: true,
  doc: "Whether the UserPromptSubmit hook recalls memories for the prompt.",
} as const satisfies SettingSpec;
export const RECALL_EMBED_MS = {
  kind: "number",
  env: "MEMORY_RECALL_EMBED_MS",
  default: 400,
  min: 0,
  doc: "How long prompt recall waits for Ollama to embed the prompt, in ms (within the hook's deadline).",
} as const satisfies SettingSpec;
export const BRIEF = {
  kind: "flag",
  env: "MEMORY_BRIEF",
  default: true,
  doc: "Whether the SessionStart hook shows the brief of the memories.",
} as const satisfies SettingSpec;
export const SESSION_BUDGET_TOKENS = {
  kind: "number",
  env: "MEMORY_SESSION_BUDGET_TOKENS",
  default: 2000,
  min: 0,
  doc: "Tokens the hooks may inject in one session, all hooks together (a scope's `read.maxTokens` may lower it).",
} as const satisfies SettingSpec;

// ── searches and the derived indexes ──
export const CHECK_MIN_FILES = {
  kind: "number",
  env: "MEMORY_CHECK_MIN_FILES",
  default: 2000,
  min: 0,
  doc: "Memories a scope needs before a search may skip comparing the files with the manifest.",
} as const satisfies SettingSpec;
export const CHECK_INTERVAL_MS = {
  kind: "number",
  env: "MEMORY_CHECK_INTERVAL_MS",
  default: 5000,
  min: 0,
  doc: "How long such a skip trusts the last check of an unchanged directory, in ms (0: always check).",
} as const satisfies SettingSpec;
export const REINDEX_THREADS = {
  kind: "number",
  env: "MEMORY_REINDEX_THREADS",
  default: 0,
  min: 0,
  integer: true,
  doc: "Threads `memory reindex` reads files on (1: this thread only; 0: the cores, at most 4, as every other rebuild, each thread given at least 1,500 files; asked for, at least 500).",
} as const satisfies SettingSpec;
export const RESIDENT_MAX_MB = {
  kind: "number",
  env: "MEMORY_RESIDENT_MAX_MB",
  default: 0,
  min: 0,
  doc: "The MCP server keeps in memory each keyword index up to this size on disk, in MB (0: none).",
} as const satisfies SettingSpec;
export const HYBRID_SEMANTIC_WEIGHT = {
  kind: "number",
  env: "MEMORY_HYBRID_SEMANTIC_WEIGHT",
  default: 0.5,
  min: 0,
  max: 1,
  doc: "Weight of the semantic ranking against the keyword ranking in a hybrid search.",
} as const satisfies SettingSpec;

// ── embeddings (Ollama) ──
export const OLLAMA_HOST = {
  kind: "text",
  env: "OLLAMA_HOST",
  default: undefined,
  doc: "Where Ollama listens (default http://127.0.0.1:11434; a bare host:port is taken as http).",
} as const satisfies SettingSpec;
export const EMBEDDINGS = {
  kind: "flag",
  env: "MEMORY_EMBEDDINGS",
  default: true,
  doc: "Whether anything calls Ollama (off: keyword search only).",
} as const satisfies SettingSpec;
export const EMBED_MODEL = {
  kind: "text",
  env: "MEMORY_EMBED_MODEL",
  default: "embeddinggemma",
  doc: "The embedding model.",
} as const satisfies SettingSpec;
export const OLLAMA_CONNECT_TIMEOUT_MS = {
  kind: "number",
  env: "MEMORY_OLLAMA_CONNECT_TIMEOUT_MS",
  default: 500,
  min: 0,
  above: true,
  doc: "Deadline of the TCP connection to Ollama, in ms.",
} as const satisfies SettingSpec;
export const EMBED_TIMEOUT_MS = {
  kind: "number",
  env: "MEMORY_EMBED_TIMEOUT_MS",
  default: 60_000,
  min: 0,
  above: true,
  doc: "Deadline of one embedding request, in ms (a cold model loads first).",
} as const satisfies SettingSpec;
export const QUERY_EMBED_TIMEOUT_MS = {
  kind: "number",
  env: "MEMORY_QUERY_EMBED_TIMEOUT_MS",
  default: 5000,
  min: 0,
  above: true,
  doc: "Deadline of the request a search makes for its query, in ms: past it the search gives keyword results and says why.",
} as const satisfies SettingSpec;

// ── locations ──
export const STATE_DIR = {
  kind: "text",
  env: "MEMORY_STATE_DIR",
  default: undefined,
  doc: "The hooks' per-user state (default $XDG_STATE_HOME/claude-memory, else ~/.local/state/claude-memory).",
} as const satisfies SettingSpec;
export const ENTERPRISE_DIR = {
  kind: "text",
  env: "MEMORY_ENTERPRISE_DIR",
  default: undefined,
  doc: "The directory of the enterprise scope (none when unset).",
} as const satisfies SettingSpec;
export const CLI_PATH = {
  kind: "text",
  env: "MEMORY_CLI_PATH",
  default: undefined,
  doc: "The CLI the hooks start to refresh the indexes (default: cli.cjs beside the hook bundle).",
} as const satisfies SettingSpec;
export const COMPILE_CACHE = {
  kind: "flag",
  env: "MEMORY_COMPILE_CACHE",
  default: true,
  doc: "Whether compiled code of the bundles is kept on disk (ignored when NODE_COMPILE_CACHE is set).",
} as const satisfies SettingSpec;

// ── adapters ──
export const MCP_ALLOW_DESTRUCTIVE = {
  kind: "flag",
  env: "MEMORY_MCP_ALLOW_DESTRUCTIVE",
  default: false,
  doc: "Whether the MCP server offers its destructive tools (delete, …).",
} as const satisfies SettingSpec;
export const REPO_ID = {
  kind: "text",
  env: "MEMORY_REPO_ID",
  default: undefined,
  doc: "One more `repo_id` the JSON API takes as naming the current repository.",
} as const satisfies SettingSpec;

/** Every setting, by its name in the settings object. */
export const SETTINGS = {
  hookDisabled: HOOK_DISABLED,
  hookDeadlineMs: HOOK_DEADLINE_MS,
  sessionStartDeadlineMs: SESSION_START_DEADLINE_MS,
  hookMaxGotchas: HOOK_MAX_GOTCHAS,
  hookMaxChars: HOOK_MAX_CHARS,
  hookMinRelevance: HOOK_MIN_RELEVANCE,
  promptRecall: PROMPT_RECALL,
  recallEmbedMs: RECALL_EMBED_MS,
  brief: BRIEF,
  sessionBudgetTokens: SESSION_BUDGET_TOKENS,
  checkMinFiles: CHECK_MIN_FILES,
  checkIntervalMs: CHECK_INTERVAL_MS,
  reindexThreads: REINDEX_THREADS,
  residentMaxMb: RESIDENT_MAX_MB,
  hybridSemanticWeight: HYBRID_SEMANTIC_WEIGHT,
  ollamaHost: OLLAMA_HOST,
  embeddings: EMBEDDINGS,
  embedModel: EMBED_MODEL,
  ollamaConnectTimeoutMs: OLLAMA_CONNECT_TIMEOUT_MS,
  embedTimeoutMs: EMBED_TIMEOUT_MS,
  queryEmbedTimeoutMs: QUERY_EMBED_TIMEOUT_MS,
  stateDir: STATE_DIR,
  enterpriseDir: ENTERPRISE_DIR,
  cliPath: CLI_PATH,
  compileCache: COMPILE_CACHE,
  mcpAllowDestructive: MCP_ALLOW_DESTRUCTIVE,
  repoId: REPO_ID,
} as const;

export type SettingName = keyof typeof SETTINGS;

/** The type of a row's value. */
export type SettingValue<S> = S extends { kind: "number" }
  ? number
  : S extends { kind: "flag" }
    ? boolean
    : S extends { kind: "text"; default: string }
      ? string
      : string | undefined;

/** The settings, typed: one field per row of SETTINGS. */
export type Settings = { readonly [K in SettingName]: SettingValue<(typeof SETTINGS)[K]> };
