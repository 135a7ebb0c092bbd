// A run that went far off a command's usual path (a full rebuild, say the
// first command after an upgrade) keeps no code cache: the cache would hold
// every function that path compiled, and every later run would load them
// for nothing (a search's cache doubled in size). The
// next run makes the cache. A process-wide flag: the bundle that sets it is
// not the one that saves the cache.

const UNUSUAL = Symbol.for("claude-memory.unusual-run");

/** Marks this process's run as one whose compiled code is not worth keeping. */
export function markUnusualRun(): void {
  (globalThis as Record<symbol, unknown>)[UNUSUAL] = true;
}

export function isUnusualRun(): boolean {
  return (globalThis as Record<symbol, unknown>)[UNUSUAL] === true;
}
