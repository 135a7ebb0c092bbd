// The content hashes of the last keyword generation read, kept while a
// long-lived process keeps indexes loaded (generation files are never
// rewritten, so a kept copy stays right).

let enabled = false;
let lastHashes: { path: string; hashes: ReadonlyMap<string, string> } | undefined;

/** Turned on with resident indexes (resident.ts); off forgets the copy. */
export function rememberHashes(on: boolean): void {
  enabled = on;
  if (!on) lastHashes = undefined;
}

export function rememberedHashes(
  path: string,
  read: () => ReadonlyMap<string, string> | undefined,
): ReadonlyMap<string, string> | undefined {
  if (!enabled) return read();
  if (lastHashes?.path === path) return lastHashes.hashes;
  const hashes = read();
  lastHashes = hashes ? { path, hashes } : undefined;
  return hashes;
}
