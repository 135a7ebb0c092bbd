// Spreading keyed records over shard files: which shard a key goes to, and how
// many shards a store of a given size gets.

/** FNV-1a over UTF-16 code units: the same number in the CLI and the hook. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

export const shardOf = (name: string, shards: number): number => hashOf(name) % shards;

/** A power of two giving about `perShard` records a shard, at most `max` shards. */
export function shardCount(records: number, perShard: number, max: number): number {
  return Math.min(max, 2 ** Math.max(0, Math.round(Math.log2(Math.max(1, records / perShard)))));
}
