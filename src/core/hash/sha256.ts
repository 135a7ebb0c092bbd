// SHA-256 of a text's UTF-8 bytes, in hex. A short text is hashed in JavaScript:
// loading node:crypto costs more than hashing it, and a write or a
// search of a usual memory should not pay that.

import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { nodeCrypto } from "../node-builtins.js";

const SHORT_TEXT = 4096;
let manyTexts = false;

/** Said by a caller about to hash thousands of texts (a rebuild): node:crypto from then on, ~10× faster a text. */
export function willHashManyTexts(): void {
  manyTexts = true;
}

export function sha256Hex(text: string): string {
  if (text.length < SHORT_TEXT && !manyTexts) return bytesToHex(sha256(utf8ToBytes(text)));
  const crypto = nodeCrypto();
  // One-shot crypto.hash (Node ≥ 20.12) skips a Hash object; same digest.
  return typeof crypto.hash === "function"
    ? crypto.hash("sha256", text, "hex")
    : crypto.createHash("sha256").update(text).digest("hex");
}
