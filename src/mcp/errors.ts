// What a model should do about each typed error, in terms of the MCP tools
// (the operations' own messages speak of CLI commands and flags).

import type { MemoryError } from "../core/errors.js";

const FIXES: Record<string, string> = {
  MemoryNotFoundError: "Find the slug with the search or list tool, then call again with it.",
  InvalidSlugError: "Give a slug of lower-case letters, digits, '-' and '_' (as search and list return them).",
  InvalidTypeError: "Use one of the types decision, learning, gotcha, breadcrumb, hub, artifact.",
  InvalidTagsError: "Give at least one short tag, e.g. ['auth'].",
  ScopeNotAvailableError: "Leave scope out (the default scope is used), or pick a scope the message says is available.",
  ReadOnlyScopeError:
    "Claude Code's own memory (scope auto) is read-only: save to project, local or global, or promote it (memory promote <name>).",
  SelfLinkError: "Link two different memories.",
  DuplicateLinkError: "The edge is already there: nothing to do, or use another label.",
  WriteDeniedError: "Save to another scope (scope: local or global), or ask the user to change the scope's policy.",
  QuotaExceededError: "Ask the user whether to delete or merge old memories, or save to another scope.",
  EntryTooLargeError: "Shorten the content: keep the essentials, link to files or docs for the rest.",
  LockTimeoutError: "Another process is writing to the store: wait a moment and call again.",
  MalformedMemoryError:
    "The file has broken frontmatter: ask the user to fix it by hand (the health tool shows where).",
  OllamaUnavailableError: "Use mode keyword, or ask the user to start Ollama for semantic search.",
  ModelNotFoundError: "Use mode keyword, or ask the user to pull the embedding model in Ollama.",
  EmbeddingFailedError: "Use mode keyword.",
  InvalidConfigError: "Ask the user to fix the scope's config.json (the message says where).",
  UsageError: "Fix the argument the message names and call again.",
  RequestValidationError: "Fix the fields the message lists and call again.",
  UserCancelledError: "Nothing was changed.",
};

export function fixFor(error: MemoryError): string | undefined {
  return FIXES[error.name];
}
