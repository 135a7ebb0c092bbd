// The typed errors of the public API. Each has a
// stable `code` for machines and a message that says what was wrong and what
// to do. `kind` decides the CLI exit code.

import type { Scope } from "./types.js";

export type ErrorKind = "usage" | "not-found" | "unavailable" | "cancelled" | "failure";

export const EXIT_CODES: Record<ErrorKind, number> = {
  failure: 1,
  usage: 2,
  "not-found": 3,
  unavailable: 4,
  cancelled: 5,
};

export abstract class MemoryError extends Error {
  abstract readonly code: string;
  abstract readonly kind: ErrorKind;
  readonly details?: Record<string, unknown>;
  // Written out rather than taken from the class: the CLI's bundles are minified without keeping names.
  abstract override readonly name: string;

  constructor(message: string, details?: Record<string, unknown>, options?: { cause?: unknown }) {
    super(message, options);
    if (details) this.details = details;
  }

  get exitCode(): number {
    return EXIT_CODES[this.kind];
  }

  toJSON(): { code: string; name: string; message: string; details?: Record<string, unknown> } {
    return {
      code: this.code,
      name: this.name,
      message: this.message,
      ...(this.details ? { details: this.details } : {}),
    };
  }
}

// ── reading and writing memories ───────────────────────────────────────────

export class InvalidTypeError extends MemoryError {
  override readonly name = "InvalidTypeError";
  readonly code = "INVALID_TYPE";
  readonly kind = "usage";
}

export class InvalidTagsError extends MemoryError {
  override readonly name = "InvalidTagsError";
  readonly code = "INVALID_TAGS";
  readonly kind = "usage";
}

export class ScopeNotAvailableError extends MemoryError {
  override readonly name = "ScopeNotAvailableError";
  readonly code = "SCOPE_NOT_AVAILABLE";
  readonly kind = "unavailable";
}

/** A write, update, link or deletion aimed at the `auto` scope: Claude Code's own memory is read, never written. */
export class ReadOnlyScopeError extends MemoryError {
  override readonly name = "ReadOnlyScopeError";
  readonly code = "READ_ONLY_SCOPE";
  readonly kind = "usage";
}

export class FileWriteError extends MemoryError {
  override readonly name = "FileWriteError";
  readonly code = "FILE_WRITE_FAILED";
  readonly kind = "failure";
}

/** A memory file that is there but cannot be read (its permissions, an I/O error): reported, never replaced. */
export class FileReadError extends MemoryError {
  override readonly name = "FileReadError";
  readonly code = "FILE_READ_FAILED";
  readonly kind = "failure";
}

export class MemoryNotFoundError extends MemoryError {
  override readonly name = "MemoryNotFoundError";
  readonly code = "MEMORY_NOT_FOUND";
  readonly kind = "not-found";
}

/** The error of every operation given a slug no readable scope has. */
export function notFound(slug: string, scope?: Scope): MemoryNotFoundError {
  const where = scope ? `the ${scope} scope` : "any available scope";
  return new MemoryNotFoundError(
    `No memory "${slug}" in ${where}. Run \`memory list\` or \`memory search <words>\` to find its slug.`,
    {
      slug,
      ...(scope ? { scope } : {}),
    },
  );
}

export class InvalidSlugError extends MemoryError {
  override readonly name = "InvalidSlugError";
  readonly code = "INVALID_SLUG";
  readonly kind = "usage";
}

export class UserCancelledError extends MemoryError {
  override readonly name = "UserCancelledError";
  readonly code = "USER_CANCELLED";
  readonly kind = "cancelled";
}

// ── the graph ──────────────────────────────────────────────────────────────

export class SelfLinkError extends MemoryError {
  override readonly name = "SelfLinkError";
  readonly code = "SELF_LINK";
  readonly kind = "usage";
}

export class DuplicateLinkError extends MemoryError {
  override readonly name = "DuplicateLinkError";
  readonly code = "DUPLICATE_LINK";
  readonly kind = "usage";
}

// ── semantic search ────────────────────────────────────────────────────────

export class OllamaUnavailableError extends MemoryError {
  override readonly name = "OllamaUnavailableError";
  readonly code = "OLLAMA_UNAVAILABLE";
  readonly kind = "unavailable";
}

export class ModelNotFoundError extends MemoryError {
  override readonly name = "ModelNotFoundError";
  readonly code = "MODEL_NOT_FOUND";
  readonly kind = "unavailable";
}

export class EmbeddingFailedError extends MemoryError {
  override readonly name = "EmbeddingFailedError";
  readonly code = "EMBEDDING_FAILED";
  readonly kind = "failure";
}

// ── additions ──────────────────────────────────────────────────────────────

/** Bad command-line arguments or request fields not covered by a spec error. */
export class UsageError extends MemoryError {
  override readonly name = "UsageError";
  readonly code = "USAGE";
  readonly kind = "usage";
}

/** A file named on the command line (an import source) does not exist. */
export class FileNotFoundError extends MemoryError {
  override readonly name = "FileNotFoundError";
  readonly code = "FILE_NOT_FOUND";
  readonly kind = "not-found";
}

/** A memory file exists but cannot be parsed; it is reported, never rewritten. */
export class MalformedMemoryError extends MemoryError {
  override readonly name = "MalformedMemoryError";
  readonly code = "MALFORMED_MEMORY";
  readonly kind = "failure";
}

/** Another writer held the scope lock for longer than we were willing to wait. */
export class LockTimeoutError extends MemoryError {
  override readonly name = "LockTimeoutError";
  readonly code = "LOCK_TIMEOUT";
  readonly kind = "failure";
}

/** One problem of a JSON request: where (a JSON pointer into the request) and what. */
export interface Violation {
  pointer: string;
  message: string;
}

/** git did not finish in time: something it reads (an ignore or config file) blocks, or a hook or prompt waits. */
export class GitTimeoutError extends MemoryError {
  override readonly name = "GitTimeoutError";
  readonly code = "GIT_TIMEOUT";
  readonly kind = "unavailable";
}

/** A `memory api` request that breaks its JSON Schema or a semantic rule; lists every violation, changes nothing. */
export class RequestValidationError extends MemoryError {
  override readonly name = "RequestValidationError";
  readonly code = "INVALID_REQUEST";
  readonly kind = "usage";

  constructor(
    readonly violations: Violation[],
    what = "request",
  ) {
    super(
      `The ${what} is invalid (${violations.length} ${violations.length === 1 ? "problem" : "problems"}): ${violations.map((v) => `${v.pointer || "/"} ${v.message}`).join("; ")}. Nothing was changed.`,
      { violations },
    );
  }
}

/** A scope's config.json is not valid JSON or breaks the MemoryConfig schema. */
export class InvalidConfigError extends MemoryError {
  override readonly name = "InvalidConfigError";
  readonly code = "INVALID_CONFIG";
  readonly kind = "usage";
}

/** An environment variable (MEMORY_*, OLLAMA_HOST) holds a value its setting refuses; the message names each. */
export class InvalidSettingError extends MemoryError {
  override readonly name = "InvalidSettingError";
  readonly code = "INVALID_SETTING";
  readonly kind = "usage";

  constructor(readonly problems: { variable: string; value: string; expected: string; message: string }[]) {
    super(`${problems.map((problem) => problem.message).join(" ")} Fix or unset it.`, {
      settings: problems.map(({ variable, value, expected }) => ({ variable, value, expected })),
    });
  }
}

/** The scope's write policy (`approvalPolicy: denied`, `tool: false`) refuses writes. */
export class WriteDeniedError extends MemoryError {
  override readonly name = "WriteDeniedError";
  readonly code = "WRITE_DENIED";
  readonly kind = "failure";
}

/** A write would take the scope over `maxEntriesPerScope` or `maxTotalBytes`; nothing was written. */
export class QuotaExceededError extends MemoryError {
  override readonly name = "QuotaExceededError";
  readonly code = "QUOTA_EXCEEDED";
  readonly kind = "failure";
}

/** The memory is longer than the scope's `maxEntryChars`; nothing was written. */
export class EntryTooLargeError extends MemoryError {
  override readonly name = "EntryTooLargeError";
  readonly code = "ENTRY_TOO_LARGE";
  readonly kind = "usage";
}

/** No proposal with that id in the scope's inbox. */
export class ProposalNotFoundError extends MemoryError {
  override readonly name = "ProposalNotFoundError";
  readonly code = "PROPOSAL_NOT_FOUND";
  readonly kind = "not-found";
}

export function isMemoryError(error: unknown): error is MemoryError {
  return error instanceof MemoryError;
}
