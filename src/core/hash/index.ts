// Hashes and random identifiers, and the spreading of keyed records over shards.
export { randomHex } from "./random-hex.js";
export { sha256Hex, willHashManyTexts } from "./sha256.js";
export { hashOf, shardCount, shardOf } from "./shards.js";
