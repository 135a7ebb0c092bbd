import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentHash } from "../../src/index/manifest/files.js";

const reference = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 32);

describe("contentHash", () => {
  // Short texts are hashed in JavaScript, long ones by node:crypto: both must give the digest the manifest stores.
  const texts = [
    "",
    "a",
    "---\ntitle: Retry with backoff\ntype: learning\n---\nUse jittered exponential backoff.\n",
    "ünïcödé — 日本語 — emoji 🧠 — combining e\u0301",
    "lone surrogates \ud800 and \udfff stay as U+FFFD",
    "x".repeat(4095),
    "é".repeat(4095),
    "x".repeat(4096),
    `${"🧠".repeat(2047)}x`,
    "long body line\n".repeat(2000),
  ];
  it.each(texts.map((text, i) => [i, text] as const))("text %i gives the SHA-256 node:crypto gives", (_, text) => {
    expect(contentHash(text)).toBe(reference(text));
  });
});
